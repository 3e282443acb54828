import type { LegalDocument } from './legal-content';

// The Terms of Service in Spanish (issue 59): a translation of terms-of-service-content.ts, section
// by section with the same ids; the page says the English text governs where they differ.

export const termsOfServiceEs: LegalDocument = {
  title: 'Términos del servicio',
  lastUpdated: '2025-04-16',
  intro:
    'Estos Términos del servicio explican las reglas para usar PlanMyEldercare. Hemos intentado escribirlos en un lenguaje sencillo. Léalos con atención y, si algo no queda claro, escríbanos a support@planmyeldercare.com antes de continuar.',
  sections: [
    {
      id: 'introduction',
      heading: 'Introducción',
      paragraphs: [
        'PlanMyEldercare es una herramienta en línea que ayuda a las personas cuidadoras de la familia a organizar las muchas tareas que implica cuidar a un familiar mayor. Incluye una lista de tareas de cuidado agrupadas por categorías, con pasos, notas, seguimiento del progreso, videos instructivos y una comunidad de personas cuidadoras. En estos términos, “nosotros” y “nuestro” se refieren a PlanMyEldercare, y “usted” se refiere a la persona que usa el servicio.',
        'Al crear una cuenta, iniciar sesión o usar PlanMyEldercare de cualquier otra forma (incluida la demostración pública), usted acepta estos Términos del servicio y nuestra Política de privacidad, que explica cómo tratamos su información. Si no está de acuerdo, no use el servicio.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Cuentas',
      paragraphs: [
        'Para guardar su propia lista de tareas y sus notas, necesita una cuenta. Al crear y usar una cuenta, usted acepta lo siguiente:',
        'Usted es responsable de lo que ocurra con su cuenta. Si cree que otra persona ha iniciado sesión en su cuenta, o si ha perdido el acceso a su correo electrónico, comuníquese con nosotros de inmediato en support@planmyeldercare.com.',
      ],
      items: [
        'Debe tener al menos 18 años para crear una cuenta o usar el servicio.',
        'La información que nos da, como su nombre y su dirección de correo electrónico, debe ser correcta y mantenerse al día. Enviamos los códigos para iniciar sesión y los avisos importantes a esa dirección, así que debe ser una que usted pueda consultar.',
        'Mantenga su contraseña en privado y no use una contraseña que ya use en otro sitio web. Nunca comparta los códigos que le enviamos por correo para iniciar sesión; nuestro personal nunca le pedirá un código ni su contraseña.',
        'Cada vez que inicia sesión, le enviamos por correo un código breve de un solo uso como segundo paso (inicio de sesión en dos pasos). Escriba el código solo en la página de inicio de sesión de PlanMyEldercare.',
        'Una cuenta es para una sola persona. No comparta su cuenta con otras personas; cada familiar que quiera usar PlanMyEldercare debe crear su propia cuenta.',
        'Cada visita a la demostración pública recibe una copia privada del plan de demostración que ningún otro visitante puede ver. Se elimina, con todo lo que se haya escrito en ella, cuando usted sale de la demostración o deja de usarla; por eso, guarde la información personal, de salud, legal y financiera real solo en su propia cuenta.',
      ],
    },
    {
      id: 'subscription-plans',
      heading: 'Planes de suscripción',
      paragraphs: [
        'PlanMyEldercare ofrece un plan Básico gratuito y un plan Premium de pago. Premium se puede comprar de dos maneras. Los precios están en dólares estadounidenses y se muestran de nuevo antes de pagar. Cualquier impuesto sobre las ventas que corresponda se mostrará al pagar.',
        'Los pagos los gestiona un proveedor de pago externo, no PlanMyEldercare. Cuando compra Premium, se le lleva a la página de pago segura de ese proveedor, y sus propios términos y su política de privacidad también se aplican a su pago. No recibimos ni guardamos el número completo de su tarjeta.',
        'Garantía de devolución del dinero de 30 días: si Premium no le convence por cualquier motivo, escriba a support@planmyeldercare.com dentro de los 30 días posteriores a su primer pago de Premium y le reembolsaremos ese pago por completo. Pasados los 30 días, los pagos no son reembolsables, salvo que la ley disponga otra cosa. Si recibe un reembolso, su cuenta vuelve al plan Básico.',
      ],
      items: [
        'Básico (gratis): crear una cuenta, usar la lista de tareas esencial de cuidado de personas mayores, seguir su progreso, tomar notas y participar en la comunidad general.',
        'Premium mensual ($12 al mes): se cobra cada mes hasta que usted lo cancele. Puede cancelarlo en cualquier momento; no hay cargo por cancelación y conserva Premium hasta el final del mes que ya pagó.',
        'Premium de por vida ($147, pago único): un solo pago sin cargos recurrentes. Le da Premium mientras PlanMyEldercare ofrezca el servicio y su cuenta se mantenga en regla.',
        'Premium añade: la biblioteca completa de videos instructivos, los temas Premium de la comunidad, el contenido completo paso a paso de cada tarea y las sesiones de preguntas y respuestas con expertos. Las respuestas de esas sesiones son información general, no asesoramiento sobre la situación particular de su familiar.',
      ],
    },
    {
      id: 'hipaa',
      heading: 'HIPAA',
      paragraphs: [
        'HIPAA es una ley de los Estados Unidos que protege la información de salud que tienen los médicos, los hospitales, las aseguradoras de salud y las empresas que trabajan en su nombre. PlanMyEldercare no es un proveedor de atención médica, un plan de salud ni una cámara de compensación de atención médica, y no actuamos en nombre de los médicos ni de las aseguradoras de su familiar. Esto significa que, en general, HIPAA no se aplica a la información que usted escribe en PlanMyEldercare, y no afirmamos tener una “certificación HIPAA” (no existe una certificación HIPAA oficial del gobierno). Aun así, sabemos que las notas de cuidado pueden ser muy personales, por lo que seguimos prácticas alineadas con HIPAA: aplicamos medidas de protección basadas en la Regla de Seguridad de HIPAA, como el cifrado de los datos en tránsito, los controles de acceso, el registro de auditoría de los eventos de la cuenta y de seguridad, y el inicio de sesión en dos pasos. Nuestra Política de privacidad describe estas medidas con más detalle.',
        'PlanMyEldercare es una herramienta para organizarse. Nada en el servicio, incluidos el contenido de las tareas, los videos, las publicaciones de la comunidad y las sesiones de preguntas y respuestas con expertos, constituye asesoramiento médico, legal ni financiero, ni crea una relación médico-paciente, abogado-cliente ni ninguna otra relación profesional. Consulte siempre a profesionales calificados, como el médico de su familiar, un abogado especializado en derecho de personas mayores o un asesor financiero, antes de tomar decisiones importantes. En una emergencia, llame al 911.',
      ],
    },
    {
      id: 'modifications',
      heading: 'Cambios',
      paragraphs: [
        'Es posible que actualicemos estos términos de vez en cuando, por ejemplo cuando añadimos funciones o cuando cambia la ley. Si hacemos un cambio importante, se lo diremos por correo electrónico o con un aviso en la aplicación antes de que entre en vigor, y actualizaremos la fecha de “Última actualización” al principio de esta página. Si sigue usando PlanMyEldercare después de que un cambio entre en vigor, acepta los términos actualizados. Si no está de acuerdo, puede dejar de usar el servicio y eliminar su cuenta.',
        'Siempre estamos trabajando para mejorar PlanMyEldercare, por lo que podemos añadir, cambiar o quitar funciones. Si hacemos un cambio que reduzca de forma importante lo que incluye Premium, o si alguna vez decidimos cerrar el servicio, le avisaremos con una antelación razonable por correo electrónico o en la aplicación y le daremos la oportunidad de exportar su información.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso aceptable',
      paragraphs: [
        'Queremos que PlanMyEldercare, y sobre todo la comunidad, sea un lugar seguro y de apoyo. Al usar el servicio, usted se compromete a no:',
        'Podemos eliminar contenido o suspender o cerrar las cuentas que incumplan estas reglas. Cuando sea razonable, le diremos el motivo y le daremos la oportunidad de responder.',
      ],
      items: [
        'Publicar contenido abusivo, acosador, de odio, engañoso o ilegal, o que comparta información privada de otra persona sin su permiso.',
        'Hacer publicidad, enviar spam o intentar vender productos o servicios a otros integrantes.',
        'Intentar acceder a las cuentas o los datos de otras personas, o interferir con la seguridad o el funcionamiento del servicio.',
        'Copiar, extraer de forma automatizada o revender el contenido de nuestras tareas o nuestros videos sin nuestro permiso por escrito.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'Trabajamos mucho para que PlanMyEldercare sea preciso, esté disponible y sea seguro, pero lo ofrecemos “tal cual” y no podemos prometer que esté siempre libre de errores o interrupciones, ni que su contenido cubra todas las situaciones. Guarde sus propias copias de los documentos y la información verdaderamente importantes.',
        'En la máxima medida que permita la ley, PlanMyEldercare no será responsable de pérdidas indirectas o consecuentes, y nuestra responsabilidad total ante usted por cualquier reclamo se limita a la cantidad que nos pagó en los 12 meses anteriores al reclamo (o $50 si no nos ha pagado nada). Algunos estados no permiten estos límites, por lo que es posible que no se apliquen en su caso. Nada en estos términos limita los derechos que la ley le otorga y a los que no se puede renunciar.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Ley aplicable',
      paragraphs: [
        'Estos términos se rigen por las leyes de los Estados Unidos y del Estado de Delaware, sin tener en cuenta las normas sobre conflictos de leyes. Esto no le quita ninguna protección que tenga según las leyes de protección al consumidor del estado donde vive.',
        'Si tiene alguna inquietud, comuníquese primero con nosotros. La mayoría de los problemas se pueden resolver rápidamente por correo electrónico, y haremos todo lo posible por ayudarle.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      paragraphs: [
        'Si tiene preguntas sobre estos términos, necesita ayuda con su cuenta o quiere pedir un reembolso, escríbanos a support@planmyeldercare.com. Procuramos responder en unos pocos días hábiles.',
      ],
    },
  ],
};
