import type { LibraryTranslation } from '../library-translation';

// Asuntos legales, in US Spanish (issue 59): the words of legal.ts, by key. US legal terms keep
// their English name in parentheses where a reader will meet it on forms.

export const legalEs: LibraryTranslation = {
  'establish-power-of-attorney': {
    title: 'Otorgar un poder notarial duradero',
    description:
      'Nombre a una persona de confianza para que se ocupe del dinero y los asuntos legales si su familiar no puede hacerlo. Sin este poder, la familia podría tener que ir a un tribunal para pedir una tutela o curatela.',
    guidance:
      'Un poder notarial duradero (durable power of attorney) debe firmarse mientras su familiar todavía tiene la capacidad de entenderlo. Las reglas cambian según el estado, así que pida a un abogado especialista en derecho de personas mayores (elder law) que lo prepare o lo revise. Su Agencia Local para Personas Mayores (Area Agency on Aging) puede indicarle ayuda legal gratuita o de bajo costo para personas de 60 años o más. Entregue copias a los bancos y a las firmas de corretaje con anticipación, ya que algunos piden revisar el documento o usar sus propios formularios. El Seguro Social y el VA no aceptan un poder notarial para los beneficios; en su lugar usan un representante de pago o un fiduciario.',
    subtasks: [
      'Elegir a la persona apoderada y a una suplente',
      'Pedir una cita con un abogado de derecho de personas mayores',
      'Firmar el documento con los testigos o el notario que se exigen',
      'Entregar copias a los bancos y las instituciones financieras',
    ],
    printable: {
      title: 'Otorgar un poder notarial duradero para asuntos financieros',
      detail: 'Elija a alguien que maneje el dinero si su familiar no puede hacerlo.',
    },
  },
  'complete-advance-directive': {
    title: 'Completar una directiva anticipada y nombrar un representante de salud',
    description:
      'Deje por escrito los deseos de su familiar sobre el tratamiento médico y nombre a alguien que tome las decisiones de salud si esa persona no puede expresarse. Así la familia no tiene que adivinar en plena crisis.',
    guidance:
      'Una directiva anticipada suele incluir un testamento vital (los deseos de tratamiento) y un poder para decisiones de salud o representante de salud (health care proxy, quien decide); cada estado tiene sus propios formularios y reglas de firma. Medicare cubre las conversaciones de planificación anticipada del cuidado con un médico, también como parte de la consulta anual de bienestar. Para personas con una enfermedad grave o muy frágiles, pregunte al médico por un formulario POLST (llamado MOLST o POST en algunos estados), que convierte los deseos en órdenes médicas. Entregue copias a los médicos, al hospital y al representante de salud, y guarde el original en un lugar fácil de encontrar.',
    subtasks: [
      'Hablar de los deseos de tratamiento y los valores',
      'Elegir un representante de salud y un suplente',
      'Completar los formularios de directiva anticipada de su estado',
      'Entregar copias a los médicos y a la familia',
    ],
    printable: {
      title: 'Completar una directiva anticipada y nombrar un representante de salud',
      detail: 'Deje por escrito los deseos de tratamiento y quién puede tomar decisiones médicas.',
    },
  },
  'update-will-and-beneficiaries': {
    title: 'Actualizar el testamento y los beneficiarios designados',
    description:
      'Asegúrese de que el testamento, cualquier fideicomiso y los beneficiarios de las cuentas reflejen los deseos actuales de su familiar. Los documentos desactualizados pueden causar retrasos, gastos y conflictos familiares.',
    guidance:
      'Los beneficiarios designados en los seguros de vida, las cuentas de jubilación y las cuentas pagaderas o transferibles al fallecimiento (payable-on-death o transfer-on-death) normalmente se heredan fuera del testamento, así que revíselos junto con él. Pregunte a un abogado de planificación patrimonial o de derecho de personas mayores (elder law) si conviene un testamento, un fideicomiso u otras herramientas, sobre todo si puede hacer falta cuidado a largo plazo o Medicaid. Anote dónde se guarda el testamento original firmado y quién es el albacea. Revise todo después de acontecimientos importantes, como un fallecimiento, un divorcio, un matrimonio o una mudanza a otro estado.',
    subtasks: [
      'Encontrar el testamento actual y los documentos de cualquier fideicomiso',
      'Anotar las cuentas que tienen beneficiarios designados',
      'Revisar los beneficiarios designados con su familiar',
      'Reunirse con un abogado de planificación patrimonial o de derecho de personas mayores',
      'Anotar dónde se guardan los documentos originales',
    ],
    printable: {
      title: 'Revisar el testamento, los fideicomisos y los beneficiarios',
      detail:
        'Asegúrese de que los documentos y los beneficiarios designados coincidan con los deseos actuales.',
    },
  },
  'store-original-documents': {
    title: 'Guardar en un lugar seguro los documentos originales',
    description:
      'Guarde los originales firmados de los documentos importantes en un solo lugar seguro y conocido, y entregue copias a quienes las necesitan. Un documento que nadie encuentra en una crisis no sirve de nada.',
    guidance:
      'Reúna el testamento, los poderes notariales, la directiva anticipada, las escrituras, las pólizas de seguro y los certificados importantes. Una caja a prueba de fuego en casa o la oficina del abogado suelen funcionar mejor que una caja de seguridad del banco, que otras personas quizás no puedan abrir rápido. Entregue copias de la directiva anticipada a los médicos y al representante de salud, y copias del poder notarial financiero a la persona apoderada. Anote dónde están los originales y quién tiene copias. Cuando se reemplace un documento, recoja y destruya las copias viejas.',
    subtasks: [
      'Reunir los documentos originales firmados',
      'Elegir un lugar seguro y a prueba de fuego para guardarlos',
      'Entregar copias a los médicos, a las personas apoderadas y al albacea',
      'Anotar dónde se guarda cada cosa',
    ],
    printable: {
      title: 'Guardar en un lugar seguro los documentos originales',
      detail:
        'Guarde los originales en un solo lugar conocido y entregue copias a quienes las necesitan.',
    },
  },
  'find-elder-law-attorney': {
    title: 'Encontrar un abogado de derecho de personas mayores antes de una crisis',
    description:
      'Elija un abogado que se dedique a las necesidades legales de las personas mayores mientras hay tiempo para planear. Es mucho más fácil y económico que buscarlo en una emergencia.',
    guidance:
      'Los abogados especialistas en derecho de personas mayores (elder law) ayudan con los poderes notariales, las directivas anticipadas, los testamentos, la planificación del cuidado a largo plazo, Medicaid y la tutela. Busque uno a través de la National Academy of Elder Law Attorneys o del servicio de referencias del colegio de abogados de su estado, y pregunte en la Agencia Local para Personas Mayores (Area Agency on Aging) por la ayuda legal gratuita para personas de 60 años o más. Pregunte cómo cobran: muchos ofrecen tarifas fijas por un conjunto de documentos, y los costos van de varios cientos a unos miles de dólares (2024) según la zona y el trabajo. Lleve una lista de preguntas, los documentos actuales y un resumen de los bienes. Pregunte quién es el cliente, ya que el abogado trabaja para su familiar, no para la familia.',
    subtasks: [
      'Encontrar dos o tres abogados de derecho de personas mayores cerca',
      'Preguntar por las tarifas y lo que incluyen',
      'Reunir los documentos actuales y un resumen de los bienes',
      'Reservar una primera reunión junto con su familiar',
    ],
    printable: {
      title: 'Encontrar un abogado de derecho de personas mayores antes de una crisis',
      detail:
        'Pregunte por la planificación del cuidado a largo plazo, las reglas de Medicaid y la tutela.',
    },
  },
  'ask-about-polst': {
    title: 'Preguntar al médico por un formulario POLST',
    description:
      'Para una persona con una enfermedad grave o muy frágil, un formulario POLST convierte los deseos de tratamiento en órdenes médicas que los equipos de emergencia siguen. Funciona junto con la directiva anticipada.',
    guidance:
      'El POLST tiene otros nombres en algunos estados, como MOLST o POST, y se llena y se firma con un médico u otro profesional clínico. Incluye decisiones como la reanimación cardiopulmonar (RCP), ir al hospital y las sondas de alimentación, a partir de una conversación sobre la salud actual y los objetivos. Está pensado para personas con una enfermedad grave, no para personas mayores sanas. Guarde el original donde lo buscarán los equipos de emergencia, a menudo en el refrigerador, y llévelo a cada visita al hospital. Revíselo cada vez que cambien la salud o los deseos.',
    subtasks: [
      'Preguntar al médico si el POLST es adecuado ahora',
      'Hablar de las opciones de tratamiento y los objetivos',
      'Firmar el formulario con el profesional clínico',
      'Guardarlo donde lo vean los equipos de emergencia',
    ],
  },
  'learn-about-guardianship': {
    title: 'Informarse sobre la tutela y las opciones menos restrictivas',
    description:
      'Entienda qué pasa si su familiar ya no puede tomar decisiones y no tiene un poder notarial. La tutela es un proceso judicial que quita derechos, por lo que suele ser el último recurso.',
    guidance:
      'Un tribunal puede nombrar un tutor o un curador (guardian o conservator), lo que a menudo toma semanas o meses y puede costar miles de dólares en gastos judiciales y de abogados. Entre las opciones menos restrictivas están los poderes notariales, los representantes de salud, los representantes de pago, los fideicomisos y la toma de decisiones con apoyo, en la que su familiar decide con ayuda. Muchas de ellas solo funcionan si su familiar todavía puede firmar, así que actúe pronto. Si la tutela parece necesaria, hable con un abogado especialista en derecho de personas mayores (elder law) sobre el proceso en su estado. La American Bar Association tiene herramientas gratuitas que explican las opciones.',
    subtasks: [
      'Ver qué documentos legales ya existen',
      'Conocer las opciones menos restrictivas',
      'Hablar con un abogado de derecho de personas mayores sobre el proceso de su estado',
      'Preguntar al médico por una evaluación de capacidad si hace falta',
    ],
  },
  'ask-whether-trust-makes-sense': {
    title: 'Preguntar si conviene un fideicomiso',
    description:
      'Averigüe si un fideicomiso en vida u otro tipo de fideicomiso ayudaría a administrar o heredar los bienes de su familiar. A algunas familias les ahorra tiempo y gastos más adelante; para otras basta un testamento.',
    guidance:
      'Un fideicomiso en vida revocable (revocable living trust) puede permitir que un fideicomisario elegido administre los bienes si su familiar deja de poder hacerlo, y los bienes que contiene suelen heredarse sin pasar por el proceso sucesorio (probate). Crearlo suele costar más que un testamento, y solo sirve para los bienes que se pasan a él. Un fideicomiso revocable por lo general no protege los ahorros de los costos del cuidado a largo plazo; otros fideicomisos pueden tener efectos muy distintos. Pregunte a un abogado de planificación patrimonial o de derecho de personas mayores (elder law) qué conviene según el estado, la familia y los bienes de su familiar.',
    subtasks: [
      'Anotar los bienes principales y cómo están a nombre de quién',
      'Anotar los objetivos para administrarlos y heredarlos',
      'Pedir a un abogado que compare un testamento y un fideicomiso',
      'Pasar los bienes al fideicomiso si se crea uno',
    ],
  },
  'review-papers-after-state-move': {
    title: 'Revisar los documentos legales después de mudarse a otro estado',
    description:
      'Confirme que el poder notarial, la directiva anticipada y el testamento sigan funcionando bien en el nuevo estado. Las reglas y los formularios cambian de un estado a otro.',
    guidance:
      'Los documentos firmados correctamente en un estado por lo general se respetan en otro, pero los bancos, los hospitales y los tribunales pueden tardar más en aceptar formularios que no conocen. Un abogado del nuevo estado puede decirle si conviene firmar versiones nuevas en los formularios de ese estado. Actualice en los documentos las direcciones y los nombres de los médicos, las personas apoderadas y el albacea si han cambiado. Si su familiar se mudó para estar cerca de usted, confirme que las personas apoderadas y el albacea nombrados sigan siendo las indicadas.',
    subtasks: [
      'Anotar los documentos legales que tiene su familiar',
      'Pedir a un abogado del nuevo estado que los revise',
      'Firmar versiones nuevas si el abogado lo sugiere',
      'Entregar copias actualizadas a los médicos, los bancos y las personas apoderadas',
    ],
  },
  'understand-executor-role': {
    title: 'Entender la labor del albacea',
    description:
      'Conozca lo que tendrá que hacer la persona nombrada para liquidar la herencia después de un fallecimiento. Conocer los pasos con tiempo hace que un momento difícil sea menos abrumador.',
    guidance:
      'El albacea, llamado representante personal (personal representative) en algunos estados, normalmente presenta el testamento ante el tribunal sucesorio, hace una lista de los bienes y las deudas, paga las cuentas y los impuestos, y luego reparte lo que queda. El proceso sucesorio (probate) puede tardar desde unos meses hasta más de un año, según el estado y la herencia. Muchas herencias contratan a un abogado de sucesiones, y los gastos razonables suelen pagarse con la herencia. El albacea debe mantener separado el dinero de la herencia y llevar registros cuidadosos. Pregunte ahora al abogado de planificación patrimonial qué pasos exige su estado.',
    subtasks: [
      'Confirmar quiénes son el albacea y su suplente',
      'Decir al albacea dónde están el testamento y los registros',
      'Conocer los pasos del proceso sucesorio en el estado de su familiar',
      'Mantener al día una lista de las cuentas y las deudas',
    ],
  },
  'gather-vital-records': {
    title: 'Reunir las actas de nacimiento y matrimonio y los documentos militares',
    description:
      'Encuentre o pida copias oficiales de los documentos que suelen pedirse para los beneficios y los trámites legales. Reemplazarlos con prisa puede tardar semanas.',
    guidance:
      'Puede necesitar el acta de nacimiento, el acta de matrimonio, los documentos de divorcio, la tarjeta del Seguro Social, los documentos de ciudadanía y los documentos de baja militar (a menudo el DD-214). Pida copias certificadas a la oficina de registros vitales del estado donde ocurrió el hecho; suelen costar entre $10 y $35 por copia (2024). Los veteranos y sus familiares más cercanos pueden pedir los expedientes militares a los Archivos Nacionales (National Archives), normalmente sin costo. Guarde los originales con los demás documentos importantes y haga copias para el archivo.',
    subtasks: [
      'Ver qué documentos ya tiene',
      'Pedir las actas de nacimiento o matrimonio que faltan',
      'Solicitar los documentos de baja militar si hace falta',
      'Guardarlos con los demás documentos originales',
    ],
  },
  'prepare-health-care-agent': {
    title: 'Preparar al representante de salud para su función',
    description:
      'Asegúrese de que la persona nombrada para tomar decisiones médicas conozca los deseos de su familiar y esté lista para actuar. Un nombre en un formulario no basta sin una conversación de verdad.',
    guidance:
      'El representante de salud debe tener una copia de la directiva anticipada y saber dónde está el original. Hablen de situaciones reales, como una estancia larga con un respirador o una sonda de alimentación, y de lo que querría su familiar. La tarea del representante es decidir como lo haría su familiar, aunque no coincida con su propia opinión. Acuerden cómo mantendrá informado al resto de la familia. Las herramientas gratuitas de la American Bar Association incluyen hojas de trabajo para guiar esta conversación.',
    subtasks: [
      'Dar al representante de salud una copia de la directiva anticipada',
      'Hablar de situaciones de tratamiento concretas',
      'Acordar cómo se mantendrá informada a la familia',
      'Presentar al representante de salud al médico principal',
    ],
  },
  'learn-residents-rights': {
    title: 'Conocer los derechos de su familiar en una residencia de cuidado',
    description:
      'Conozca los derechos de los residentes en los hogares de ancianos y las residencias con asistencia, y adónde acudir cuando no se respetan. Las familias informadas consiguen resolver los problemas antes.',
    guidance:
      'La ley federal da a los residentes de los hogares de ancianos derechos como la dignidad, la privacidad, participar en la planificación de su cuidado, recibir visitas y administrar su propio dinero. También tienen derecho a un aviso por escrito y a apelar antes de que se les haga salir. Los derechos en las residencias con asistencia los fija sobre todo cada estado. El ombudsman de cuidado a largo plazo ayuda gratis y de forma confidencial a residentes y familias con sus quejas. Ponga sus inquietudes por escrito y guarde copias de cada respuesta.',
    subtasks: [
      'Leer el aviso de derechos de los residentes de la residencia',
      'Encontrar al ombudsman de cuidado a largo plazo de su zona',
      'Anotar las inquietudes con fechas y detalles',
      'Pedir una reunión para resolver los problemas',
    ],
  },
  'write-letter-of-instruction': {
    title: 'Escribir una carta de instrucciones',
    description:
      'Ayude a su familiar a escribir una carta informal que diga a la familia dónde están las cosas y qué quiere que se haga. Cubre lo que un testamento no incluye.',
    guidance:
      'Una carta de instrucciones no es un documento legal, pero es muy práctica. Puede indicar dónde están el testamento y otros documentos, las cuentas y los contactos, a quién avisar de un fallecimiento, los deseos para el funeral y quién debe recibir ciertas pertenencias especiales. Guárdela con el testamento y entregue una copia al albacea. Recuerde a su familiar que los regalos que deban ser obligatorios van en el testamento, para que los dos documentos no se contradigan. Actualícela cada año o después de cambios importantes.',
    subtasks: [
      'Anotar dónde están los documentos y las cuentas',
      'Anotar a quién se debe avisar y cómo',
      'Añadir los deseos sobre las pertenencias y el funeral',
      'Entregar una copia al albacea',
    ],
  },
  'check-home-title': {
    title: 'Revisar a nombre de quién está la casa',
    description:
      'Averigüe qué nombres aparecen en la escritura de la casa de su familiar y de qué forma son dueños. La titularidad decide qué pasa con la casa tras un fallecimiento y puede afectar los impuestos y Medicaid.',
    guidance:
      'Pida una copia de la escritura en la oficina del registro del condado (county recorder), que a menudo cuesta solo unos dólares. La escritura puede estar a un solo nombre, compartida con el cónyuge o un hijo, dentro de un fideicomiso o preparada para transferirse al fallecer en los estados que lo permiten. Añadir a un hijo o una hija a la escritura puede parecer sencillo, pero puede causar problemas de impuestos, con acreedores y con Medicaid. Hable con un abogado de derecho de personas mayores (elder law) o de bienes raíces antes de cambiar nada.',
    subtasks: [
      'Conseguir una copia de la escritura actual',
      'Anotar qué nombres aparecen y de qué forma',
      'Revisar la hipoteca y cualquier gravamen',
      'Consultar a un abogado antes de cambiar la titularidad',
    ],
  },
};
