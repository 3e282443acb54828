import type { LibraryTranslation } from '../library-translation';

// Deseos y preparativos personales, in US Spanish (issue 59): the words of personal.ts, by key.

export const personalEs: LibraryTranslation = {
  'discuss-funeral-preferences': {
    title: 'Hablar de los deseos para el funeral y la despedida',
    description:
      'Hable con su familiar sobre cómo le gustaría que le recordaran, incluido el entierro o la cremación y el tipo de ceremonia que quiere. Conocer sus deseos facilita las decisiones y reduce el estrés de la familia más adelante.',
    guidance:
      'Hablen del entierro o la cremación, las tradiciones religiosas o culturales, el tipo de ceremonia, la música o las lecturas, y a quién avisar. La Regla sobre Funerales de la FTC (Funeral Rule) obliga a las funerarias a darle una lista de precios detallada y le permite elegir solo los productos y servicios que quiera, así que compare varias. Si considera un plan prepagado, pregunte por escrito qué pasa si la funeraria cierra o su familiar se muda. Los veteranos que califican pueden ser enterrados en un cementerio nacional del VA con lápida y bandera sin costo, y el VA puede confirmar con anticipación si califican.',
    subtasks: [
      'Hablar de los deseos de entierro, cremación y ceremonia',
      'Poner por escrito las preferencias y compartirlas',
      'Comparar las listas de precios de dos o tres funerarias',
      'Revisar los beneficios de entierro para veteranos si califica',
    ],
    printable: {
      title: 'Hablar de los deseos para el funeral y la despedida',
      detail:
        'Anote los deseos sobre la ceremonia, el entierro o la cremación, y cualquier plan prepagado.',
    },
  },
  'record-life-story-and-wishes': {
    title: 'Guardar su historia de vida, sus valores y sus preferencias diarias',
    description:
      'Recoja con sus propias palabras las historias, los valores y los gustos diarios de su familiar. Así se conserva la historia de la familia y cada persona que le cuide en el futuro podrá tratarle como quien es.',
    guidance:
      'Grabe las conversaciones en un teléfono o use una lista sencilla de preguntas sobre la infancia, el trabajo, la familia y los momentos de mayor orgullo. Escriba una página “Sobre mí” con sus comidas favoritas, sus rutinas, su música y lo que le reconforta o le molesta, y compártala con el personal de cuidado o con una nueva residencia. Hablen de lo que más importa si la salud empeora; guías gratuitas como las de The Conversation Project pueden ayudar a empezar la conversación. Ponga nombres y fechas en las fotos viejas mientras su familiar todavía pueda reconocer a quienes aparecen.',
    subtasks: [
      'Grabar una conversación sobre su historia de vida',
      'Escribir una página “Sobre mí” para quienes le cuidan',
      'Poner nombres y fechas en las fotos de familia',
      'Guardar copias donde la familia pueda encontrarlas',
    ],
    printable: {
      title: 'Guardar su historia de vida, sus valores y sus preferencias diarias',
      detail:
        'Las comidas favoritas, las rutinas y las historias ayudan a cada persona cuidadora a cuidar mejor.',
    },
  },
  'organize-accounts-and-passwords': {
    title: 'Organizar las cuentas y contraseñas importantes',
    description:
      'Haga un registro seguro de las cuentas financieras, de seguros, de servicios y en línea, y de lo que debe pasar con ellas. Así la familia de confianza puede seguir pagando las cuentas y cerrarlas cuando llegue el momento.',
    guidance:
      'Anote las cuentas bancarias, de inversiones, de seguros, de servicios, de suscripciones, de correo electrónico y de redes sociales, además de dónde encontrar los estados de cuenta y a quién contactar. Guarde las contraseñas en un administrador de contraseñas, de preferencia uno con acceso de emergencia, o en un documento sellado guardado en un lugar seguro, nunca en un correo electrónico o un mensaje de texto. Apple, Google y Facebook permiten nombrar con anticipación un contacto de legado o un administrador de cuentas inactivas. Mientras organiza, considere un congelamiento de crédito gratuito con Equifax, Experian y TransUnion para ayudar a protegerse del fraude y las estafas.',
    subtasks: [
      'Anotar todas las cuentas financieras y en línea',
      'Preparar un administrador de contraseñas seguro o un registro sellado',
      'Nombrar contactos de legado en las cuentas en línea principales',
      'Considerar un congelamiento de crédito gratuito para prevenir el fraude',
    ],
    printable: {
      title: 'Anotar las cuentas, las contraseñas y los bienes digitales',
      detail: 'Guarde la lista en un lugar seguro y diga a una persona de confianza dónde está.',
    },
  },
  'write-contact-list': {
    title: 'Anotar a quién avisar',
    description:
      'Haga una lista de las personas que deben enterarse de las noticias sobre su familiar, buenas o malas. En una crisis, nadie debería tener que buscar números de teléfono.',
    guidance:
      'Incluya a la familia cercana, las amistades, los vecinos, la comunidad de fe, los clubes, los antiguos compañeros de trabajo y a cualquier persona de quien su familiar quiera saber. Pregunte a su familiar a quién se debe avisar de una hospitalización y a quién solo después. Anote la mejor forma de comunicarse con cada persona y quién de la familia hará cada llamada. Una cadena de llamadas sencilla o un mensaje de grupo puede difundir las noticias rápido. Guarde la lista con los documentos de emergencia y actualícela una vez al año.',
    subtasks: [
      'Preguntar a su familiar quiénes son importantes para esa persona',
      'Reunir los números de teléfono y los correos electrónicos',
      'Acordar quién de la familia llama a quién',
      'Guardar la lista con los documentos de emergencia',
    ],
    printable: {
      title: 'Anotar a quién avisar',
      detail: 'Amistades, comunidad de fe, clubes y vecinos que deben enterarse de las noticias.',
    },
  },
  'plan-for-pets-and-treasures': {
    title: 'Planear el cuidado de las mascotas y las pertenencias queridas',
    description:
      'Decida quién cuidará de las mascotas y quién recibirá las cosas que más significan. Da tranquilidad a su familiar y evita conflictos en la familia.',
    guidance:
      'Pida a una amistad o un pariente que acepte con anticipación quedarse con cada mascota, y anote su comida, sus medicinas, su veterinario y sus rutinas. Algunas residencias de cuidado permiten mascotas, así que pregunte antes de elegir una. La mayoría de los estados permiten un fideicomiso para mascotas que reserve dinero para su cuidado; un abogado puede explicarle las opciones. Para las pertenencias especiales, pregunte a su familiar quién debe recibir qué y por qué. Ponga en el testamento los regalos que deban ser obligatorios, y anote las historias detrás de los objetos en una carta o una lista.',
    subtasks: [
      'Elegir quién cuidará de cada mascota',
      'Anotar los detalles del cuidado de la mascota',
      'Anotar las pertenencias queridas y quién debe recibirlas',
      'Pedir a un abogado que incluya los regalos en el testamento',
    ],
    printable: {
      title: 'Planear el cuidado de las mascotas y las pertenencias queridas',
      detail: 'Decida quién cuidará de las mascotas y quién recibirá los objetos especiales.',
    },
  },
  'talk-about-what-matters-most': {
    title: 'Hablar de lo que más importa al final de la vida',
    description:
      'Pregunte a su familiar cómo es un buen día para esa persona, qué teme y qué espera a medida que cambia su salud. Sus respuestas guían cada decisión de cuidado que venga después.',
    guidance:
      'Elija un momento tranquilo y privado y empiece con preguntas abiertas, como qué es lo más importante ahora. Hablen de dónde querría recibir cuidado, a quién quiere tener cerca y qué tratamientos no querría. Puede llevar varias conversaciones, y está bien parar y retomarlo más tarde. Comparta lo que sepa con el representante de salud y con los médicos. Las guías gratuitas de The Conversation Project pueden ayudarle a empezar.',
    subtasks: [
      'Elegir un momento y un lugar tranquilos para hablar',
      'Preguntar qué es lo que más importa y qué teme',
      'Anotar sus deseos con sus propias palabras',
      'Compartirlos con el representante de salud y los médicos',
    ],
  },
  'record-donation-wishes': {
    title: 'Dejar por escrito los deseos sobre la donación de órganos y del cuerpo',
    description:
      'Averigüe si su familiar quiere donar sus órganos, sus tejidos o su cuerpo a la ciencia, y deje constancia de su decisión. A las familias a menudo les cuesta decidirlo en el momento.',
    guidance:
      'Quienes quieren donar órganos y tejidos pueden inscribirse en el registro de su estado, a menudo al renovar la licencia de manejar o en línea. La edad por sí sola no impide donar. La donación del cuerpo completo a una escuela de medicina se organiza con anticipación con el programa de la escuela, que puede rechazar la donación en el momento del fallecimiento, así que tenga un plan alternativo. Avise a la familia y al representante de salud, y anote la decisión en la directiva anticipada.',
    subtasks: [
      'Hablar de la donación de órganos, tejidos y del cuerpo',
      'Inscribirse en el registro de donantes del estado',
      'Comunicarse con un programa de donación del cuerpo si lo desea',
      'Avisar a la familia y anotarlo en la directiva',
    ],
  },
  'gather-obituary-details': {
    title: 'Reunir los datos para un obituario',
    description:
      'Reúna los datos y las historias que la familia querrá para un obituario o unas palabras de despedida. Escribirlos junto con su familiar asegura que su historia se cuente a su manera.',
    guidance:
      'Anote el nombre completo, los lugares donde vivió, los estudios, el trabajo, el servicio militar, los familiares, la fe, los pasatiempos y los momentos de mayor orgullo. Pregunte a su familiar qué le gustaría que se dijera y qué foto le gusta más. Los periódicos suelen cobrar por los obituarios, a veces varios cientos de dólares, mientras que los sitios web de las funerarias a menudo los publican gratis. Para protegerse del robo de identidad, no incluya la fecha de nacimiento completa, la dirección de la casa ni el apellido de soltera de la madre.',
    subtasks: [
      'Anotar las fechas, los lugares y los familiares principales',
      'Preguntar qué le gustaría que se dijera',
      'Elegir una foto favorita',
      'Guardar las notas con los deseos para el funeral',
    ],
  },
  'ask-about-spiritual-support': {
    title: 'Preguntar por el apoyo espiritual y emocional',
    description:
      'Averigüe qué le da consuelo y sentido a su familiar, y póngale en contacto con el apoyo que desee. La paz interior importa tanto como el bienestar físico.',
    guidance:
      'Pregunte si le gustaría recibir visitas de un guía espiritual, oraciones, lecturas, música o rituales de su tradición. Las personas que no son religiosas también pueden querer hablar del sentido de la vida, de lo que lamentan o del perdón. Los hospitales, los hospicios y muchas residencias de cuidado tienen capellanes que acompañan a personas de cualquier fe o sin ninguna. Anote sus deseos para que cada persona que le cuide pueda respetarlos.',
    subtasks: [
      'Preguntar qué le da consuelo y sentido',
      'Comunicarse con su comunidad de fe si lo desea',
      'Preguntar por las visitas de un capellán',
      'Anotar los rituales, la música y las lecturas que valora',
    ],
  },
  'keep-up-joyful-routines': {
    title: 'Mantener los pasatiempos y las rutinas que dan alegría',
    description:
      'Ayude a su familiar a seguir haciendo lo que le gusta, de una forma que todavía le funcione. Los placeres conocidos ayudan al ánimo, a la memoria y al sentido de quién se es.',
    guidance:
      'Haga una lista de sus actividades, comidas, música, programas y rituales diarios favoritos, como el café de la mañana junto a la ventana. Adáptelos a medida que cambian sus capacidades, por ejemplo con libros de letra grande, audiolibros o plantas en macetas. Comparta la lista con cada persona que cuide y con el personal de actividades de la residencia. Esté atento a las señales de aburrimiento o de bajo ánimo y avise al médico si duran.',
    subtasks: [
      'Anotar las actividades y los rituales diarios favoritos',
      'Adaptar los pasatiempos a las capacidades actuales',
      'Compartir la lista con quienes cuidan y con el personal',
      'Planear una actividad agradable cada semana',
    ],
  },
  'write-legacy-letter': {
    title: 'Escribir una carta de legado para la familia',
    description:
      'Ayude a su familiar a escribir los valores, las lecciones y el cariño que quiere dejar. Las familias suelen valorar estas palabras más que cualquier objeto.',
    guidance:
      'Una carta de legado, a veces llamada testamento ético, es un mensaje personal, no un documento legal. Puede compartir lecciones de vida, deseos para la familia, agradecimientos y perdón. Si escribir le cuesta, su familiar puede hablar mientras usted escribe o graba. Guárdela con los demás documentos importantes y decidan juntos cuándo se debe compartir.',
    subtasks: [
      'Hablar de las lecciones y los deseos que quiere dejar',
      'Escribir o grabar la carta juntos',
      'Guardarla con los documentos importantes',
      'Acordar cuándo se debe compartir',
    ],
  },
  'list-steps-after-a-death': {
    title: 'Hacer una lista de lo que hay que hacer tras un fallecimiento',
    description:
      'Prepare una lista sencilla de las llamadas y los trámites que siguen a un fallecimiento. Tenerla lista permite que la familia se acompañe en los primeros días.',
    guidance:
      'Los primeros pasos suelen ser la declaración legal del fallecimiento, llamar a la funeraria y avisar a la familia cercana. Pida varias copias certificadas del acta de defunción, ya que los bancos, las aseguradoras y las agencias quieren una cada uno. La funeraria a menudo avisa al Seguro Social, pero confírmelo; puede que haya que devolver el pago del mes del fallecimiento. Avise también a los planes de pensión, al VA si su familiar sirvió en las fuerzas armadas, a los bancos, a las aseguradoras y a las agencias de informes de crédito. Los familiares por lo general no son personalmente responsables de las deudas de su ser querido, así que hable con el albacea o con un abogado antes de pagar ninguna.',
    subtasks: [
      'Anotar las primeras llamadas que hay que hacer',
      'Decidir cuántas actas de defunción pedir',
      'Anotar las agencias, los bancos y las aseguradoras a los que avisar',
      'Anotar quién se ocupará de cada paso',
    ],
  },
  'decide-how-to-pay-for-funeral': {
    title: 'Decidir cómo se pagará el funeral',
    description:
      'Defina cómo se cubrirán los costos del funeral y del entierro antes de que hagan falta. Planear con tiempo evita a la familia una decisión de dinero apresurada en un momento triste.',
    guidance:
      'Un funeral con velorio y entierro suele costar entre $8,000 y $12,000 (2024), y la cremación directa normalmente cuesta mucho menos. Entre las opciones están los ahorros en una cuenta pagadera al fallecimiento (payable-on-death), una póliza de seguro de vida pequeña o un plan prepagado con una funeraria. Antes de comprar un plan prepagado, pregunte por escrito qué cubre, si los precios quedan fijos y qué pasa si su familiar se muda o la funeraria cierra. Si puede hacer falta Medicaid, pregunte a un abogado especialista en derecho de personas mayores (elder law) qué tipos de ahorro para el funeral se permiten.',
    subtasks: [
      'Conseguir las listas de precios de dos o tres funerarias',
      'Ver si hay ahorros o seguros reservados',
      'Leer con cuidado las condiciones de cualquier plan prepagado',
      'Preguntar a un abogado por las reglas de Medicaid',
    ],
  },
  'make-memory-book': {
    title: 'Hacer un libro de recuerdos o una lista de canciones',
    description:
      'Reúna fotos, nombres y canciones favoritas que su familiar pueda disfrutar una y otra vez. Puede darle consuelo y ayudar a quienes empiezan a cuidarle a conectar con esa persona.',
    guidance:
      'Elija fotos de la familia, de las casas, de las mascotas y de los grandes momentos, y escriba pies de foto cortos con nombres y lugares. Añada las canciones favoritas de su juventud a una lista de reproducción sencilla o a un reproductor de música. Para una persona con pérdida de memoria, la música y las imágenes conocidas pueden calmar la preocupación y despertar la conversación. Guarde copias y lleve el libro o la lista de canciones al hospital o a la residencia.',
    subtasks: [
      'Elegir fotos y escribir pies de foto cortos',
      'Hacer una lista de sus canciones favoritas',
      'Verlo juntos',
      'Compartir copias con quienes cuidan',
    ],
  },
  'plan-time-together': {
    title: 'Planear tiempo juntos haciendo lo que le gusta',
    description:
      'Haga tiempo para las visitas, las salidas y los momentos que su familiar más desea mientras pueda disfrutarlos. Estos recuerdos importan a todos después.',
    guidance:
      'Pregunte si hay un lugar que quiera ver, una persona a quien quiera visitar o una comida que quiera compartir. Haga planes sencillos y flexibles, y consulte al médico antes de cualquier viaje largo. Muchos parques, museos y lugares de eventos tienen acceso para sillas de ruedas y horarios tranquilos. Invite a la familia y tome fotos o videos para guardar.',
    subtasks: [
      'Preguntar por los lugares, las personas y las actividades que extraña',
      'Elegir uno o dos planes realistas',
      'Consultar el viaje con el médico si hace falta',
      'Invitar a la familia y guardar recuerdos del día',
    ],
  },
};
