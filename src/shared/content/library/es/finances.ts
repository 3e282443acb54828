import type { LibraryTranslation } from '../library-translation';

// Gestión financiera, in US Spanish (issue 59): the words of finances.ts, by key.

export const financesEs: LibraryTranslation = {
  'meet-financial-advisor': {
    title: 'Reunirse con un asesor financiero',
    description:
      'Busque ayuda profesional para planear cómo los ahorros y los ingresos cubrirán los costos del cuidado en los próximos años. Un buen asesor puede ayudarle a evitar errores costosos con los impuestos y las inversiones.',
    guidance:
      'Busque un asesor que actúe como fiduciario, es decir, que esté obligado a poner primero los intereses de su familiar, y pregunte exactamente cómo cobra (tarifa fija, por hora, un porcentaje de los bienes o comisiones). Revise gratis sus antecedentes en FINRA BrokerCheck y en el sitio Investment Adviser Public Disclosure de la SEC. Lleve los estados de cuenta recientes de las cuentas bancarias, de jubilación y de inversión, además de los datos del Seguro Social, la pensión y los seguros. Para planear Medicaid o el cuidado a largo plazo, el asesor debe trabajar junto con un abogado especialista en derecho de personas mayores (elder law), no en su lugar.',
    subtasks: [
      'Reunir los estados de cuenta y de ingresos recientes',
      'Encontrar dos o tres asesores fiduciarios que expliquen claramente sus tarifas',
      'Revisar los antecedentes de cada asesor en BrokerCheck',
      'Preparar preguntas sobre los costos del cuidado y los ingresos',
      'Programar la primera reunión',
    ],
    printable: {
      title: 'Reunirse con un asesor financiero',
      detail: 'Planee cómo pagar el cuidado a largo plazo y cómo hacer que los ahorros duren.',
    },
  },
  'create-care-budget': {
    title: 'Hacer un presupuesto para los costos del cuidado',
    description:
      'Anote los ingresos y los gastos mensuales, incluidos los costos del cuidado actuales y esperados. Un presupuesto claro muestra cuánto pueden durar los ahorros y cuándo buscar más ayuda.',
    guidance:
      'Anote todos los ingresos, como el Seguro Social, las pensiones, las anualidades y los retiros de cuentas de jubilación, junto con los gastos de vivienda, médicos, de seguros y del día a día. Los costos del cuidado suben rápido: los asistentes en casa suelen cobrar $30 o más por hora (2024), y las residencias con asistencia y los hogares de ancianos pueden costar miles de dólares al mes. Medicare no paga el cuidado de custodia a largo plazo, así que vea si su familiar tiene una póliza de seguro de cuidado a largo plazo y anote su beneficio diario, su periodo de espera y cómo presentar un reclamo. Revise el presupuesto cada pocos meses o cada vez que cambien las necesidades de cuidado.',
    subtasks: [
      'Anotar todas las fuentes de ingresos mensuales',
      'Anotar los gastos mensuales actuales',
      'Calcular los costos del cuidado del próximo año',
      'Revisar cualquier póliza de seguro de cuidado a largo plazo',
      'Acordar cómo compartirá la familia los costos y el pago de las cuentas',
    ],
    printable: {
      title: 'Calcular los costos mensuales del cuidado y hacer un presupuesto',
      detail: 'Compare lo que costará el cuidado con los ingresos y los ahorros disponibles.',
    },
  },
  'review-benefits-eligibility': {
    title: 'Ver si califica para beneficios (VA, Medicaid y más)',
    description:
      'Averigüe para qué beneficios y programas públicos puede calificar su familiar. Muchas familias se pierden ayudas a las que tienen derecho, desde alimentos y energía hasta la cobertura del cuidado a largo plazo.',
    guidance:
      'La herramienta gratuita BenefitsCheckUp del National Council on Aging y su Agencia Local para Personas Mayores (Area Agency on Aging; Eldercare Locator, 1-800-677-1116) pueden ayudarle a revisar los programas. Los veteranos de tiempos de guerra y sus cónyuges sobrevivientes que necesitan ayuda con las actividades diarias pueden calificar para la pensión del VA con Aid & Attendance. Los funcionarios acreditados de servicios para veteranos (Veterans Service Officers) ayudan gratis con los reclamos, así que desconfíe de quien cobre por presentarlos. Las reglas de Medicaid varían según el estado y, para el cuidado a largo plazo, la mayoría de los estados revisan las transferencias de bienes hechas en los últimos cinco años. Antes de mover o regalar bienes, consulte a un abogado especialista en derecho de personas mayores (elder law).',
    subtasks: [
      'Revisar los beneficios con BenefitsCheckUp o la Agencia Local para Personas Mayores',
      'Reunir comprobantes de ingresos, bienes y servicio militar',
      'Contactar a un Veterans Service Officer si su familiar sirvió en las fuerzas armadas',
      'Preguntar a un abogado de derecho de personas mayores sobre la planificación de Medicaid',
    ],
    printable: {
      title: 'Ver si califica para beneficios',
      detail:
        'Los beneficios del VA, Medicaid, SSI y los programas locales pueden ayudar a pagar el cuidado.',
    },
  },
  'gather-financial-inventory': {
    title: 'Reunir en un solo lugar las cuentas, los ingresos y las deudas',
    description:
      'Haga una sola lista del dinero de su familiar: de dónde viene, dónde está y qué se debe. Sin ella no se puede planear el cuidado ni intervenir en una crisis.',
    guidance:
      'Anote las cuentas bancarias y de jubilación, las pensiones, el Seguro Social, las anualidades, las propiedades, los préstamos, las tarjetas de crédito y las pólizas de seguro, con los teléfonos de contacto pero sin los números de cuenta completos ni las contraseñas. Los estados de cuenta recientes, las declaraciones de impuestos y el correo son las mejores pistas de cuentas que usted no conoce. Una cuenta my Social Security muestra los montos de los beneficios y los datos de pago. Un informe de crédito gratuito de AnnualCreditReport.com muestra los préstamos y las tarjetas a nombre de su familiar. Guarde la lista en un lugar seguro y acuerden quién puede verla.',
    subtasks: [
      'Reunir los estados de cuenta recientes y la última declaración de impuestos',
      'Anotar los ingresos, las cuentas, las propiedades y las deudas',
      'Revisar un informe de crédito gratuito para ver deudas desconocidas',
      'Anotar dónde están la caja de seguridad y las llaves',
      'Guardar la lista en un lugar seguro y acordar quién puede verla',
    ],
    printable: {
      title: 'Reunir en un solo lugar las cuentas, los ingresos y las deudas',
      detail: 'Cuentas bancarias y de jubilación, pensiones, Seguro Social, préstamos y seguros.',
    },
  },
  'set-up-bill-pay-and-scam-protection': {
    title: 'Activar el pago automático de cuentas y la protección contra estafas',
    description:
      'Asegúrese de que las cuentas importantes se paguen a tiempo y de que alguien note cualquier movimiento fuera de lo común. Los pagos olvidados y las estafas son problemas comunes cuando la memoria o la salud empiezan a fallar.',
    guidance:
      'Active pagos automáticos para las cuentas esenciales, como la vivienda, los servicios y los seguros, y active alertas de la cuenta para los retiros grandes. Pregunte al banco por un acceso de solo consulta u otras formas de ayudar sin ser cotitular, ya que la cotitularidad puede tener efectos legales y fiscales. Hable con su familiar sobre las estafas comunes: llamadas de quien dice ser del gobierno, de un nieto en apuros o de un premio que requiere un pago. Ninguna agencia real pide que le paguen con tarjetas de regalo, transferencias de dinero o criptomonedas. Añada su número al Registro Nacional No Llame (National Do Not Call Registry) para reducir las llamadas de ventas.',
    subtasks: [
      'Activar pagos automáticos para las cuentas principales',
      'Activar alertas de cargos grandes o fuera de lo común',
      'Preguntar al banco por formas seguras de ayudar',
      'Hablar de las estafas comunes y qué hacer',
      'Inscribir los teléfonos en el registro No Llame',
    ],
    printable: {
      title: 'Activar el pago automático de cuentas y la protección contra estafas',
      detail: 'Evite pagos olvidados y esté atento a cargos extraños o llamadas que piden dinero.',
    },
  },
  'become-representative-payee': {
    title: 'Ser representante de pago si hace falta',
    description:
      'Solicite administrar los pagos del Seguro Social o del SSI de su familiar si ya no puede hacerlo por sí mismo. El Seguro Social no acepta un poder notarial para esto.',
    guidance:
      'Comuníquese con el Seguro Social para preguntar cómo ser representante de pago (representative payee); la solicitud no tiene costo y normalmente le harán una entrevista. Como representante, debe gastar el dinero en las necesidades de su familiar, mantenerlo separado de su propio dinero y llevar registros. Puede que tenga que informar cada año cómo se usó el dinero. Los beneficios del VA tienen una función parecida, llamada fiduciario del VA, que el VA nombra. Un poder notarial sigue siendo importante para las cuentas bancarias y el resto del dinero.',
    subtasks: [
      'Llamar o ir al Seguro Social para preguntar cómo ser representante de pago',
      'Abrir una cuenta de representante a nombre de su familiar',
      'Guardar los recibos y un registro sencillo de los gastos',
      'Preguntar al VA por un fiduciario si recibe beneficios del VA',
    ],
  },
  'learn-money-manager-duties': {
    title: 'Conocer sus obligaciones al administrar el dinero de otra persona',
    description:
      'Entienda las reglas que debe seguir como apoderado, representante de pago, fideicomisario o tutor. Seguirlas protege a su familiar y le protege a usted de reclamos más adelante.',
    guidance:
      'Sea cual sea su función, debe actuar solo en interés de su familiar y administrar su dinero con cuidado. Mantenga el dinero de esa persona separado del suyo, nunca mezcle cuentas y guarde los recibos y registros de cada pago. Pagarse a usted o hacer regalos solo se permite si el documento o un tribunal lo autoriza, así que consulte antes a un abogado. Las guías gratuitas de la CFPB para quienes administran el dinero de otra persona explican cada función con palabras sencillas. Esté atento a las estafas dirigidas al dinero que ahora administra.',
    subtasks: [
      'Leer la guía de la CFPB para su función',
      'Mantener el dinero de su familiar en cuentas separadas',
      'Anotar cada pago y guardar los recibos',
      'Consultar a un abogado antes de pagarse o hacer regalos',
    ],
  },
  'review-insurance-policies': {
    title: 'Revisar las pólizas de seguro',
    description:
      'Revise cada póliza de seguro de su familiar, lo que cuesta y lo que cubre. Una póliza vencida o un beneficio que no se usa puede costarle mucho a la familia.',
    guidance:
      'Revise las pólizas de salud, el seguro suplementario de Medicare, el de cuidado a largo plazo, de vida, de la casa, del auto y cualquier seguro funerario. Anote las primas, las fechas de pago, los beneficiarios y los teléfonos para reclamos. Pregunte a cada aseguradora si puede recibir usted un aviso cuando no se pague una prima, para que una póliza no se cancele por accidente. Algunos seguros de vida pueden ayudar a pagar el cuidado mediante beneficios anticipados o una venta, pero las opciones son complejas, así que hable primero con un asesor financiero. Cancele la cobertura que ya no se necesite solo después de consultar a un asesor.',
    subtasks: [
      'Reunir todas las pólizas de seguro',
      'Anotar las primas, las fechas de pago y los beneficiarios',
      'Pedir que le avisen si no se paga una prima',
      'Preguntar a un asesor por pólizas que puedan ayudar a pagar el cuidado',
    ],
  },
  'file-long-term-care-insurance-claim': {
    title: 'Presentar un reclamo al seguro de cuidado a largo plazo',
    description:
      'Inicie un reclamo en cuanto su familiar pueda calificar, para que la póliza empiece a pagar el cuidado. Los reclamos toman tiempo, y los periodos de espera suelen empezar solo cuando se avisa a la aseguradora.',
    guidance:
      'Lea en la póliza las condiciones que activan el beneficio, que a menudo exigen necesitar ayuda con dos o más actividades diarias o tener un problema serio de memoria. La mayoría de las pólizas tienen un periodo de espera, a menudo de 30 a 100 días, antes de empezar a pagar, y algunas solo pagan a proveedores con licencia. Llame a la aseguradora para abrir el reclamo y pregunte qué formularios, declaraciones del médico y planes de cuidado necesitan. Guarde copias de todo lo que envíe y anote cada llamada. Pregunte si las primas dejan de cobrarse mientras se pagan los beneficios.',
    subtasks: [
      'Encontrar la póliza y leer las condiciones que activan el beneficio',
      'Llamar a la aseguradora para abrir un reclamo',
      'Conseguir la declaración del médico y el plan de cuidado',
      'Enviar los formularios y guardar copias',
      'Llevar la cuenta del periodo de espera y los pagos',
    ],
  },
  'learn-medicaid-long-term-care': {
    title: 'Saber cómo Medicaid puede pagar el cuidado a largo plazo',
    description:
      'Averigüe cómo el programa Medicaid de su estado ayuda a pagar el cuidado en un hogar de ancianos o en casa. Medicaid paga gran parte del cuidado a largo plazo en EE. UU., pero sus reglas son estrictas.',
    guidance:
      'Cada estado fija sus propios límites de ingresos y bienes, y muchos estados también tienen programas que pagan el cuidado en casa o en una residencia con asistencia. Para el cuidado a largo plazo, la mayoría de los estados revisan los regalos y las transferencias hechos en los cinco años anteriores a la solicitud, lo que puede retrasar la cobertura. Hay protecciones que permiten que el cónyuge que sigue en casa conserve parte de los ingresos y los bienes. Los estados también pueden intentar recuperar los costos del cuidado de la herencia después del fallecimiento. Como las reglas son complejas y cambian, hable con un abogado especialista en derecho de personas mayores (elder law) antes de mover dinero, y desconfíe de quien venda productos como “planificación de Medicaid”.',
    subtasks: [
      'Buscar la oficina de Medicaid de su estado',
      'Anotar los ingresos, los bienes y los regalos hechos en los últimos años',
      'Preguntar por los programas de cuidado en casa',
      'Reunirse con un abogado de derecho de personas mayores antes de mover dinero',
    ],
  },
  'get-help-with-taxes': {
    title: 'Conseguir ayuda con los impuestos de su familiar',
    description:
      'Asegúrese de que se presenten las declaraciones de impuestos y de que su familiar, y usted, reciban los beneficios fiscales para los que puedan calificar. Los costos del cuidado pueden cambiar mucho la situación fiscal.',
    guidance:
      'Busque la declaración del año pasado para ver qué ingresos y cuentas se declararon. Los gastos médicos y de cuidado altos pueden ser deducibles, y quizás pueda declarar a su padre o su madre como dependiente u obtener un crédito por el cuidado que paga mientras trabaja. Las cuentas de jubilación suelen exigir retiros anuales a partir de cierta edad, y no hacer uno puede traer una multa. El IRS tiene programas gratuitos de ayuda con los impuestos para personas mayores y personas con ingresos más bajos. Para cualquier cosa compleja, consulte a un profesional de impuestos.',
    subtasks: [
      'Encontrar la declaración de impuestos y los formularios del año pasado',
      'Guardar los recibos de los gastos médicos y de cuidado',
      'Revisar los retiros obligatorios de las cuentas de jubilación',
      'Reservar ayuda gratuita con los impuestos o un profesional',
    ],
  },
  'report-financial-exploitation': {
    title: 'Conocer las señales de abuso financiero y cómo denunciarlo',
    description:
      'Aprenda las señales de alerta de que alguien se está aprovechando del dinero de su familiar, y dónde denunciarlo. Actuar rápido puede frenar las pérdidas y ayudar a recuperar dinero.',
    guidance:
      'Algunas señales de alerta son cuentas sin pagar, dinero o pertenencias que faltan, cambios repentinos en un testamento o en las cuentas bancarias, y un nuevo “amigo” muy metido en los asuntos de dinero. Denuncie la sospecha de abuso a los Servicios de Protección de Adultos (Adult Protective Services), que puede encontrar a través del Eldercare Locator, y llame a la policía si pudo haber un delito. Avise al banco de inmediato; muchos bancos tienen personal capacitado para detectar y frenar el fraude contra personas mayores. Denuncie las estafas a la FTC en ReportFraud.ftc.gov. Guarde notas, estados de cuenta y mensajes como prueba.',
    subtasks: [
      'Conocer las señales de alerta comunes',
      'Encontrar los Servicios de Protección de Adultos de su zona',
      'Avisar al banco de cualquier movimiento sospechoso',
      'Denunciar las estafas a la FTC y, si hace falta, a la policía',
    ],
  },
  'add-trusted-contact': {
    title: 'Añadir un contacto de confianza a las cuentas financieras',
    description:
      'Nombre a una persona de confianza a quien el banco o la firma de inversiones pueda llamar si le preocupa su familiar. Es un paso sencillo que puede frenar un fraude a tiempo.',
    guidance:
      'Las firmas de corretaje deben pedir a sus clientes un contacto de confianza, y muchos bancos ya ofrecen lo mismo. Un contacto de confianza no puede ver los saldos ni mover dinero; la firma solo puede comunicarse con esa persona ante una preocupación, como un posible fraude o confusión. Es gratis y toma unos minutos en línea, por teléfono o en una sucursal. Si es posible, elija a alguien que no sea ya el apoderado del poder notarial, para sumar otro par de ojos.',
    subtasks: [
      'Elegir un contacto de confianza junto con su familiar',
      'Añadirlo en cada banco y firma de inversiones',
      'Explicar al contacto de confianza en qué consiste su función',
    ],
  },
  'write-caregiver-agreement': {
    title: 'Poner por escrito el acuerdo de cuidado pagado a la familia',
    description:
      'Si su familiar va a pagar a un pariente por cuidarle, ponga por escrito las tareas, el horario y el pago. Un acuerdo escrito evita conflictos familiares y puede importar para Medicaid y los impuestos.',
    guidance:
      'Un acuerdo de cuidado, a veces llamado acuerdo de cuidado personal, indica el cuidado que se dará, el horario y una tarifa por hora justa para su zona. El pago suele fijarse para el cuidado de aquí en adelante, no para el ya dado, y la persona cuidadora normalmente debe declararlo como ingreso. Sin un acuerdo escrito, los pagos a la familia pueden considerarse regalos al solicitar Medicaid. Algunos programas estatales de Medicaid y programas del VA pueden pagar a familiares que cuidan, así que pregunte también por ellos. Un abogado especialista en derecho de personas mayores (elder law) puede redactar o revisar el acuerdo.',
    subtasks: [
      'Acordar las tareas, el horario y una tarifa justa',
      'Hablarlo con el resto de la familia',
      'Pedir a un abogado de derecho de personas mayores que lo redacte o lo revise',
      'Llevar registros de horas y de pagos',
    ],
  },
  'look-into-tax-and-energy-relief': {
    title: 'Buscar alivio en los impuestos de la propiedad y las cuentas de energía',
    description:
      'Busque programas que reduzcan los impuestos de la propiedad, las cuentas de calefacción y aire acondicionado o el costo del teléfono para personas mayores. Un pequeño ahorro cada mes suma y ayuda a que el dinero dure más.',
    guidance:
      'Muchos estados y condados ofrecen exenciones, congelamientos o aplazamientos del impuesto a la propiedad para dueños de casa mayores o con discapacidad, a menudo con límites de ingresos y plazos anuales. El programa federal de Asistencia de Energía para Hogares de Bajos Ingresos (LIHEAP) ayuda con las cuentas de calefacción y aire acondicionado, y los programas de climatización pueden hacer que una casa cueste menos de mantener. Las compañías de servicios suelen tener descuentos o planes de pago para clientes mayores. BenefitsCheckUp y la Agencia Local para Personas Mayores (Area Agency on Aging) pueden indicarle los programas de su zona.',
    subtasks: [
      'Preguntar al condado por el alivio del impuesto a la propiedad para personas mayores',
      'Solicitar ayuda con las cuentas de energía si los ingresos son limitados',
      'Preguntar a las compañías de servicios por descuentos y planes de pago',
      'Anotar los plazos anuales de renovación',
    ],
  },
};
