import type { LegalDocument } from './legal-content';

// The Privacy Policy in Spanish (issue 59): a translation of privacy-policy-content.ts, section by
// section with the same ids; the page says the English text governs where they differ.

export const privacyPolicyEs: LegalDocument = {
  title: 'Política de privacidad',
  lastUpdated: '2025-04-16',
  intro:
    'Cuidar a un familiar suele implicar llevar el control de datos muy personales. Esta Política de privacidad explica, en un lenguaje sencillo, qué información recopila PlanMyEldercare, por qué la recopilamos, con quién la compartimos, cómo la protegemos y qué opciones tiene usted. En resumen: recopilamos solo lo que necesitamos para prestar el servicio, no vendemos su información y no usamos rastreadores publicitarios de terceros en las páginas para las que hay que iniciar sesión.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Información que recopilamos',
      paragraphs: [
        'Recopilamos los siguientes tipos de información cuando usa PlanMyEldercare:',
        'Usamos una sola cookie estrictamente necesaria: una cookie de sesión que mantiene su sesión iniciada y protege su cuenta. No usamos cookies publicitarias. PlanMyEldercare es solo para personas adultas, y no recopilamos a sabiendas información de menores de 18 años. Si sabemos que una persona menor de 18 años ha creado una cuenta, la eliminaremos.',
      ],
      items: [
        'Información de la cuenta: su dirección de correo electrónico, su nombre si nos lo da y su contraseña. Nunca guardamos la contraseña en sí, solo un hash unidireccional seguro (una versión codificada que no se puede convertir de nuevo en su contraseña).',
        'Información de cuidado que usted escribe: sus tareas, pasos, notas y progreso. Puede incluir datos de salud, legales o financieros de la persona a su cargo. Escriba solo información que tenga derecho a compartir, y solo lo que le resulte útil.',
        'Publicaciones en la comunidad: lo que publique en la comunidad de personas cuidadoras lo pueden ver los demás integrantes. No publique allí datos privados de salud ni financieros.',
        'Información técnica y de seguridad: su dirección IP, el tipo de navegador y de dispositivo (el “agente de usuario”), las horas de inicio de sesión y los eventos de seguridad, como los intentos fallidos de inicio de sesión, los cambios de contraseña y los inicios de sesión en dos pasos. Esto se guarda en un registro de auditoría.',
        'Correos electrónicos: le enviamos correos con los códigos para iniciar sesión, para confirmar su cuenta y con avisos importantes del servicio. Si escribe a nuestro equipo de soporte, guardamos esa conversación para poder ayudarle.',
        'Información de compra: si compra Premium, el proveedor de pago externo nos informa qué plan compró, el importe y el estado del pago. No recibimos ni guardamos el número completo de su tarjeta.',
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'Cómo usamos su información',
      paragraphs: [
        'Usamos su información solo para prestar y mejorar PlanMyEldercare y para mantenerlo seguro. En concreto, la usamos para:',
        'No vendemos su información ni usamos sus notas de cuidado para mostrarle publicidad. Si alguna vez enviamos correos opcionales con novedades, podrá cancelar la suscripción en cualquier momento.',
      ],
      items: [
        'Crear su cuenta, iniciar su sesión y enviarle los códigos del inicio de sesión en dos pasos.',
        'Guardar y mostrar su lista de tareas, sus notas y su progreso para que estén ahí cuando vuelva.',
        'Darle acceso a las funciones Premium que ha pagado y gestionar los reembolsos.',
        'Proteger su cuenta y el servicio, por ejemplo detectando intentos sospechosos de inicio de sesión e investigando problemas de seguridad.',
        'Responder a sus preguntas y solicitudes de ayuda.',
        'Enviarle avisos importantes, como los cambios en nuestros términos o en esta política.',
        'Cumplir nuestras obligaciones legales, como conservar los registros de compras a efectos fiscales.',
      ],
    },
    {
      id: 'hipaa-practices',
      heading: 'Prácticas relacionadas con HIPAA',
      paragraphs: [
        'HIPAA es una ley de los Estados Unidos que protege la información de salud que tienen los médicos, los hospitales, las aseguradoras de salud y las empresas que trabajan en su nombre. PlanMyEldercare no es un proveedor de atención médica, un plan de salud ni una cámara de compensación de atención médica, y no actuamos en nombre de los médicos ni de las aseguradoras de su familiar. Esto significa que, en general, HIPAA no se aplica a la información que usted guarda con nosotros, y no afirmamos tener una “certificación HIPAA” (no existe una certificación HIPAA oficial del gobierno).',
        'Como sabemos que las notas de cuidado pueden ser delicadas, de todos modos seguimos prácticas alineadas con HIPAA. Aplicamos medidas de protección basadas en la Regla de Seguridad de HIPAA, como el cifrado de los datos en tránsito, controles de acceso que limitan quién puede ver sus datos, el registro de auditoría de las acciones de la cuenta y de los eventos de seguridad, y el inicio de sesión en dos pasos. Estas prácticas se describen en la sección Seguridad de los datos, más abajo.',
        'PlanMyEldercare no ofrece asesoramiento médico, legal ni financiero. Consulte a profesionales calificados sobre el cuidado de su familiar.',
      ],
    },
    {
      id: 'information-sharing',
      heading: 'Cómo compartimos la información',
      paragraphs: [
        'No vendemos, alquilamos ni intercambiamos su información personal, y no la compartimos con anunciantes ni con intermediarios de datos. Solo compartimos información en estas situaciones limitadas:',
        'Si recibimos una solicitud legal de su información, comprobamos que sea válida y compartimos solo lo que se exige. Cuando la ley lo permita, le informaremos de la solicitud antes de compartir nada, para que tenga la oportunidad de oponerse.',
      ],
      items: [
        'Proveedores de servicios que nos ayudan a hacer funcionar PlanMyEldercare: nuestro proveedor de alojamiento (que aloja nuestros servidores y nuestra base de datos), nuestro proveedor de envío de correo electrónico (que envía los códigos para iniciar sesión y los correos de la cuenta) y nuestro proveedor de pago externo (que procesa los pagos). Solo pueden usar su información para prestarnos sus servicios, y deben protegerla.',
        'Otros integrantes de la comunidad: solo el contenido que usted decida publicar en la comunidad.',
        'Cuando la ley lo exige: por ejemplo, para responder a una orden judicial válida, una citación u otro procedimiento legal, o cuando creemos de buena fe que compartirla es necesario para evitar un daño grave a alguien.',
        'Si alguna vez PlanMyEldercare se vende o se fusiona con otra empresa: su información seguiría protegida por esta política, y se lo notificaríamos antes de que quedara sujeta a una política de privacidad diferente.',
        'Con su permiso: en cualquier otro caso, solo si usted nos lo pide o lo acepta.',
      ],
    },
    {
      id: 'data-security',
      heading: 'Seguridad de los datos',
      paragraphs: [
        'Nos tomamos en serio la seguridad de su información. Nuestras medidas de protección incluyen:',
        'Ningún servicio en línea puede prometer una seguridad perfecta. Si sabemos de una violación de seguridad que afecte a su información, se lo notificaremos a usted y a las autoridades según lo exija la ley. Usted puede ayudar usando una contraseña segura y única, manteniendo segura su cuenta de correo electrónico y cerrando sesión en las computadoras compartidas.',
      ],
      items: [
        'Cifrado en tránsito: todas las conexiones con PlanMyEldercare usan TLS (el “candado” de su navegador), de modo que la información no se puede leer fácilmente mientras viaja por internet.',
        'Protección de contraseñas: las contraseñas se guardan solo como un hash unidireccional creado con Argon2id, un método moderno diseñado para que las contraseñas robadas sean muy difíciles de descifrar.',
        'Inicio de sesión en dos pasos: cuando inicia sesión, le enviamos por correo un código de un solo uso, así que una contraseña robada no basta para entrar en su cuenta.',
        'Cierre de sesión automático: su sesión termina después de 15 minutos de inactividad, lo que ayuda a proteger su información si deja una computadora sin atender.',
        'Controles de acceso: su información de cuidado solo la ve usted cuando ha iniciado sesión, y el acceso de nuestro propio personal se limita a lo necesario para hacer funcionar el servicio y darle soporte.',
        'Registros de auditoría: registramos las acciones de la cuenta y los eventos de seguridad, incluidos la dirección IP y el navegador usados, para poder detectar e investigar actividad sospechosa.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Sus derechos',
      paragraphs: [
        'Usted tiene el control de su información. Para ejercer cualquiera de estos derechos, escriba a support@planmyeldercare.com desde la dirección de correo electrónico de su cuenta. Es posible que primero necesitemos confirmar su identidad, y responderemos en el plazo que exija la ley. No le trataremos de forma diferente por ejercer sus derechos.',
        'Según dónde viva, las leyes de privacidad de los estados de los EE. UU. (como la Ley de Privacidad del Consumidor de California) pueden darle derechos adicionales, como el derecho a saber qué información personal recopilamos y cómo la usamos, y a usar un agente autorizado para presentar una solicitud. Respetamos estos derechos. No vendemos su información personal ni la compartimos para publicidad dirigida, así que no hay nada de lo que tenga que excluirse.',
        'Cuánto tiempo conservamos la información: conservamos la información de su cuenta y de cuidado mientras su cuenta esté abierta. Cuando elimina su cuenta, eliminamos su información de cuidado y los datos de su cuenta de nuestros sistemas activos; pueden quedar copias en las copias de seguridad durante un tiempo limitado, hasta que se sobrescriban. Podemos conservar durante más tiempo los registros de auditoría y de compras cuando sea necesario por motivos de seguridad, para prevenir fraudes o por obligaciones legales y fiscales.',
      ],
      items: [
        'Acceso: pedir una copia de la información personal que tenemos sobre usted.',
        'Corrección: actualizar su información en su cuenta, o pedirnos que corrijamos cualquier dato incorrecto.',
        'Eliminación: eliminar directamente su cuenta y su información con “Eliminar mi cuenta” en su página de configuración del perfil, o pedirnos que lo hagamos.',
        'Exportación: descargar directamente una copia de sus tareas, notas, perfil de cuidado, los documentos que subió, su actividad y sus publicaciones en la comunidad con “Descargar mis datos” en su página de configuración del perfil (un solo archivo ZIP con JSON, hojas de cálculo CSV y sus documentos, que puede guardar o llevar a otro lugar), o pedirnos una.',
        'Queja: si no le satisface cómo tratamos su información, díganoslo para que podamos intentar solucionarlo. También puede presentar una queja ante el fiscal general de su estado o ante la Comisión Federal de Comercio (FTC) de los EE. UU.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contáctenos',
      paragraphs: [
        'Si tiene preguntas sobre esta Política de privacidad o sobre cómo tratamos su información, o quiere ejercer cualquiera de sus derechos, escríbanos a support@planmyeldercare.com. Si hacemos cambios importantes en esta política, se lo diremos por correo electrónico o con un aviso en la aplicación antes de que entren en vigor, y actualizaremos la fecha de “Última actualización” que aparece arriba.',
      ],
    },
  ],
};
