import type { LibraryTranslation } from '../library-translation';

// Venta de la casa y mudanza, in US Spanish (issue 59): the words of home-sale.ts, by key.

export const homeSaleEs: LibraryTranslation = {
  'prepare-home-for-sale': {
    title: 'Preparar la casa para la venta',
    description:
      'Deje lista la casa familiar para venderla, desde las reparaciones y la limpieza hasta la elección de un agente. Una casa bien preparada suele venderse más rápido y a mejor precio.',
    guidance:
      'Entreviste a dos o tres agentes locales, pida un análisis comparativo del mercado y considere a alguien con la certificación Seniors Real Estate Specialist (SRES). Concéntrese en trabajos de bajo costo y mucho efecto, como limpiar, despejar, pintar y hacer reparaciones pequeñas, en lugar de grandes remodelaciones. Quien es dueño de la casa puede excluir hasta $250,000 de ganancia ($500,000 para un matrimonio) si la casa fue su residencia principal durante dos de los últimos cinco años. Hable con un profesional de impuestos antes de vender. El dinero de la venta puede afectar el derecho a Medicaid y, si vende con un poder notarial, confirme que incluya los bienes raíces, así que consulte antes a un abogado especialista en derecho de personas mayores (elder law).',
    subtasks: [
      'Entrevistar a agentes de bienes raíces y obtener un precio estimado',
      'Hacer reparaciones pequeñas y una limpieza a fondo',
      'Despejar y arreglar los cuartos principales',
      'Revisar con profesionales los efectos en los impuestos y Medicaid',
    ],
    printable: {
      title: 'Pedir un análisis del mercado a un agente con experiencia',
      detail: 'Busque un agente que haya ayudado a personas mayores a vender y mudarse.',
    },
  },
  'declutter-and-downsize': {
    title: 'Despejar y reducir las pertenencias',
    description:
      'Clasifique las pertenencias de toda una vida en lo que se queda, lo que se da a la familia, lo que se vende, lo que se dona y lo que se tira. Ir despacio e incluir a su familiar hace más llevadera esta tarea tan emotiva.',
    guidance:
      'Empiece por los cuartos con menos carga emocional y trabaje en sesiones cortas de unas horas. Deje que su familiar elija primero las cosas que más significan para esa persona, y luego ofrezca los recuerdos de familia con una forma sencilla y justa de decidir quién se queda con qué. Las compañías de ventas de patrimonio (estate sales) suelen quedarse con un porcentaje de las ventas, así que compare varias y pida las condiciones por escrito; muchas organizaciones benéficas recogen las donaciones. Triture los documentos financieros viejos que ya no necesite, pero guarde las declaraciones de impuestos, los registros de propiedad y los documentos legales hasta consultarlo con un asesor.',
    subtasks: [
      'Medir el nuevo espacio para ver qué cabe',
      'Dejar que su familiar elija lo que no quiere dejar',
      'Ofrecer a la familia los recuerdos y objetos de valor sentimental',
      'Organizar las ventas, las donaciones y lo que se desecha',
      'Triturar o archivar los documentos viejos',
    ],
    printable: {
      title: 'Clasificar las pertenencias: guardar, regalar, donar, vender',
      detail: 'Empiece pronto, un cuarto a la vez, y pregunte a la familia qué quiere conservar.',
    },
  },
  'plan-the-move': {
    title: 'Planear y coordinar la mudanza',
    description:
      'Organice el día de la mudanza y las primeras semanas en el nuevo hogar. Planear con cuidado ayuda a que su familiar se sienta en su lugar y seguro lo antes posible.',
    guidance:
      'Contrate con tiempo una compañía de mudanzas con licencia y pida presupuestos por escrito, o considere un gestor de mudanzas para personas mayores (senior move manager), que se especializa en ayudar a personas mayores a reducir sus cosas y mudarse. Prepare primero el dormitorio con ropa de cama, fotos y muebles conocidos para que el nuevo espacio se sienta como un hogar desde la primera noche. Presente un cambio de dirección al Servicio Postal de EE. UU. y actualícela en el Seguro Social (que también la actualiza en Medicare), los bancos, las aseguradoras y la farmacia. Empaque los medicamentos, los lentes, los audífonos, los cargadores y los documentos importantes en una bolsa que viaje con su familiar, no en el camión.',
    subtasks: [
      'Contratar la mudanza o un gestor de mudanzas para personas mayores',
      'Hacer un plano del nuevo hogar',
      'Preparar una bolsa con lo esencial para el día de la mudanza',
      'Actualizar la dirección en USPS, el Seguro Social y otros',
    ],
    printable: {
      title: 'Planear y coordinar la mudanza',
      detail:
        'Considere un gestor de mudanzas para personas mayores y prepare el nuevo hogar antes del día de la mudanza.',
    },
  },
  'decide-sell-rent-or-keep': {
    title: 'Decidir si vender, rentar o conservar la casa',
    description:
      'Compare las opciones para la casa familiar cuando su familiar se mude o lo esté planeando. La respuesta correcta depende del dinero, los deseos de la familia, los impuestos y los beneficios.',
    guidance:
      'Vender puede pagar el cuidado, pero el dinero puede afectar el derecho a Medicaid u otros beneficios. Rentar da ingresos, pero también las obligaciones de un arrendador, reparaciones e impuestos sobre la renta. Mantener la casa vacía sigue costando el impuesto a la propiedad, el seguro y el mantenimiento. El tiempo que su familiar vivió en la casa, y si podría volver, puede cambiar la situación de impuestos y beneficios, así que consulte a un asesor de impuestos y a un abogado especialista en derecho de personas mayores (elder law) antes de decidir. Háblelo con su familiar y con la familia, porque la casa suele despertar sentimientos fuertes.',
    subtasks: [
      'Anotar los costos mensuales de conservar la casa',
      'Obtener un precio de venta y una renta aproximados',
      'Preguntar a un asesor de impuestos cómo afecta cada opción a los impuestos',
      'Preguntar a un abogado de derecho de personas mayores por los efectos en los beneficios',
      'Decidir junto con su familiar y la familia',
    ],
    printable: {
      title: 'Decidir si vender, rentar o conservar la casa',
      detail:
        'Pregunte a un asesor de impuestos cómo afecta cada opción a los impuestos y los beneficios.',
    },
  },
  'update-address-everywhere': {
    title: 'Actualizar la dirección en todas partes',
    description:
      'Avise de la nueva dirección a cada agencia, compañía y persona que envía correo o pagos. El correo perdido puede significar cuentas, beneficios y avisos médicos perdidos.',
    guidance:
      'Empiece por el cambio de dirección del Servicio Postal, que es gratis en una oficina de correos y en línea cuesta una pequeña tarifa de verificación de identidad. Actualizar la dirección en el Seguro Social también la actualiza en Medicare. Luego avise al VA o al plan de pensión si pagan beneficios, a los bancos, las aseguradoras, los médicos, la farmacia y el IRS. Actualice el registro de votante y la licencia de manejar o la identificación estatal según las reglas de su estado. Lleve una lista y marque cada uno, ya que el reenvío del correo dura un tiempo limitado.',
    subtasks: [
      'Presentar un cambio de dirección en el Servicio Postal',
      'Actualizar el Seguro Social, que también actualiza Medicare',
      'Avisar a los bancos, las aseguradoras y cualquier oficina de pensión o del VA',
      'Actualizar a los médicos, la farmacia y las suscripciones',
      'Actualizar el registro de votante y la identificación',
    ],
    printable: {
      title: 'Actualizar la dirección en todas partes',
      detail: 'Seguro Social, Medicare, bancos, aseguradoras, médicos y la oficina de correos.',
    },
  },
  'ask-tax-pro-about-home-sale': {
    title: 'Consultar a un profesional de impuestos sobre la venta de la casa',
    description:
      'Averigüe qué impuestos puede generar la venta antes de poner la casa en el mercado. Los buenos registros y el momento elegido pueden marcar una gran diferencia.',
    guidance:
      'Muchas personas pueden excluir una gran parte de la ganancia por la venta de su casa principal, dentro de los límites que fija el IRS. El tiempo pasado fuera de casa, por ejemplo en un centro de cuidado, y el fallecimiento del cónyuge pueden cambiar las reglas, así que pida a un profesional de impuestos que revise el caso de su familiar. Reúna los documentos de compra y los recibos de las mejoras importantes, ya que pueden reducir la ganancia sujeta a impuestos. Si firma una persona apoderada con un poder notarial, guarde registros que muestren que el dinero fue para su familiar.',
    subtasks: [
      'Encontrar los documentos de compra de la casa',
      'Reunir los recibos de las mejoras importantes',
      'Reservar una reunión con un profesional de impuestos',
      'Guardar los registros de la venta y de adónde fue el dinero',
    ],
  },
  'hire-estate-sale-company': {
    title: 'Contratar una compañía de ventas de patrimonio o de subastas',
    description:
      'Consiga ayuda para vender los muebles y las cosas de la casa que la familia no se queda. La compañía adecuada puede ahorrar semanas de trabajo y dejar la casa lista para la venta.',
    guidance:
      'Las compañías de ventas de patrimonio (estate sales) suelen quedarse con una comisión de alrededor de un tercio o más de las ventas, a veces con una tarifa mínima, así que compare al menos dos ofertas por escrito. Pregunte si retiran lo que no se vende, cómo ponen los precios y si tienen seguro. No tire nada antes de que lo vean, ya que cosas comunes pueden tener valor. Saque primero lo que la familia quiere y cualquier documento. Las tiendas de consignación, las casas de subastas y las organizaciones benéficas son otras opciones para las cosas de valor.',
    subtasks: [
      'Sacar primero los recuerdos de familia y los documentos',
      'Conseguir ofertas por escrito de dos o tres compañías',
      'Revisar el seguro, las referencias y el plan para vaciar la casa',
      'Firmar un contrato con tarifas claras',
    ],
  },
  'find-senior-move-manager': {
    title: 'Buscar un gestor de mudanzas para personas mayores',
    description:
      'Considere a un profesional que ayuda a las personas mayores a clasificar, empacar, mudarse y desempacar. Puede aliviar la carga de la familia, sobre todo a distancia.',
    guidance:
      'Los gestores de mudanzas para personas mayores (senior move managers) pueden hacer un plano, ayudar a decidir qué cabe, organizar la mudanza y las ventas, y preparar el nuevo hogar antes de que llegue su familiar. La mayoría cobra por hora o por proyecto, así que pida un presupuesto por escrito y lo que incluye. Pregunte por el seguro, la capacitación y las referencias, y si pertenecen a una asociación profesional. Mantenga a su familiar en las decisiones, aunque el gestor se ocupe de los detalles.',
    subtasks: [
      'Encontrar dos o tres gestores de mudanzas cerca',
      'Preguntar por los servicios, las tarifas y el seguro',
      'Pedir referencias de clientes recientes',
      'Acordar un plan y un presupuesto por escrito',
    ],
  },
  'look-after-empty-home': {
    title: 'Cuidar la casa mientras está vacía',
    description:
      'Proteja la casa de daños, robos y huecos en el seguro mientras nadie vive en ella. Una casa vacía puede tener problemas costosos muy rápido.',
    guidance:
      'Avise a la aseguradora que la casa está vacía, porque muchas pólizas limitan la cobertura cuando pasa cierto tiempo desocupada. Deje la calefacción baja en tiempo de frío para que no se congelen las tuberías, o cierre el agua y vacíe la instalación. Use temporizadores en las luces, suspenda o reenvíe el correo, y mantenga ordenados el jardín y las banquetas. Pida a un vecino que revise la casa cada semana y le llame si ve algo raro.',
    subtasks: [
      'Avisar a la aseguradora que la casa está vacía',
      'Proteger las tuberías y ajustar la calefacción',
      'Suspender o reenviar el correo',
      'Organizar revisiones semanales y el cuidado del jardín',
    ],
  },
  'learn-about-reverse-mortgages': {
    title: 'Entender cómo funciona una hipoteca revertida antes de decidir',
    description:
      'Entienda los costos y los riesgos de una hipoteca revertida antes de que su familiar la firme. Puede convertir el valor de la casa en dinero, pero es un préstamo complejo.',
    guidance:
      'La mayoría de las hipotecas revertidas (reverse mortgages) son para dueños de casa de 62 años o más, y quien pide el préstamo debe seguir pagando el impuesto a la propiedad, el seguro y el mantenimiento. El préstamo suele vencer cuando el último prestatario vende, fallece o se muda por más de un año, por ejemplo a un hogar de ancianos. Las comisiones pueden ser altas, y el préstamo puede dejar menos para los herederos. El programa federal exige primero una sesión con un asesor independiente. Desconfíe de quien le presione para usar una hipoteca revertida para pagar otro producto.',
    subtasks: [
      'Leer la guía de la CFPB sobre las hipotecas revertidas',
      'Reunirse con un asesor aprobado en hipotecas revertidas',
      'Comparar los costos con otras opciones',
      'Consultar a un asesor o abogado antes de firmar',
    ],
  },
  'transfer-utilities-and-services': {
    title: 'Transferir o cancelar los servicios de la casa',
    description:
      'Traslade, suspenda o pause los servicios de la casa anterior en el momento adecuado. Así no se paga por servicios que nadie usa y la casa sigue lista para mostrarse.',
    guidance:
      'Mantenga la luz, el agua y la calefacción hasta que se cierre la venta, ya que los compradores y los inspectores los necesitan. Contrate los servicios del nuevo hogar antes del día de la mudanza, incluidos el teléfono e internet para los dispositivos de alerta médica. Cancele o traslade el cable, los periódicos, las entregas y otras suscripciones, y devuelva el equipo rentado. Mantenga el seguro de la casa hasta el día del cierre. Pida las lecturas finales de los medidores y las cuentas finales.',
    subtasks: [
      'Anotar cada servicio de la casa anterior',
      'Contratar primero los servicios del nuevo hogar',
      'Cancelar o trasladar las suscripciones y las entregas',
      'Pedir las lecturas y las cuentas finales',
    ],
  },
  'search-for-papers-before-clearing': {
    title: 'Buscar los documentos importantes antes de vaciar la casa',
    description:
      'Revise los cajones, los archivos y los escondites en busca de documentos y objetos de valor antes de tirar nada. Los documentos perdidos pueden ser difíciles o imposibles de reemplazar.',
    guidance:
      'Busque testamentos, escrituras, pólizas de seguro, estados de cuenta bancarios y de inversiones, bonos de ahorro, certificados de acciones, declaraciones de impuestos y llaves. Algunas personas mayores esconden dinero en efectivo o joyas en libros, congeladores, bolsillos o debajo de los cajones, así que revise con cuidado. Aparte una caja bien marcada con lo que no se debe tirar. Pregunte a su familiar dónde guarda las cosas importantes y anote lo que encuentre.',
    subtasks: [
      'Preparar una caja de lo que no se tira',
      'Revisar cajones, archivos, libros y clósets',
      'Buscar pólizas, bonos y estados de cuenta',
      'Anotar lo que encontró y dónde está ahora',
    ],
  },
  'help-say-goodbye-to-home': {
    title: 'Ayudar a su familiar a despedirse de la casa',
    description:
      'Deje espacio para los sentimientos que trae dejar un hogar de muchos años. Honrar los recuerdos puede hacer que la mudanza sea más fácil de aceptar.',
    guidance:
      'Tome fotos o un video de cada cuarto y del jardín, y deje que su familiar cuente las historias detrás de ellos. Una pequeña reunión con la familia o los vecinos puede marcar la mudanza. Lleve esquejes del jardín o un objeto conocido al nuevo lugar. Algunas personas prefieren no estar presentes mientras se vacía o se vende la casa, así que pregunte qué prefiere su familiar. Espere tristeza, y tenga paciencia si vuelve en las semanas después de la mudanza.',
    subtasks: [
      'Tomar fotos y un video de la casa',
      'Grabar las historias de los cuartos y el jardín',
      'Planear una pequeña reunión de despedida',
      'Preguntar si quiere estar presente el día de la mudanza',
    ],
  },
  'review-offers-and-closing': {
    title: 'Revisar las ofertas y prepararse para el cierre',
    description:
      'Compare las ofertas con cuidado y asegúrese de que la persona indicada pueda firmar en el cierre. Los problemas con los documentos pueden retrasar o echar abajo una venta.',
    guidance:
      'Mire más allá del precio: el financiamiento del comprador, las condiciones (contingencies) y la fecha de cierre. Si va a firmar una persona apoderada con un poder notarial, envíe el documento con tiempo a la compañía de títulos o al abogado del cierre, ya que pueden necesitar tiempo para aprobarlo. Asegúrese de que el dinero de la venta vaya a una cuenta de su familiar, no de la persona apoderada. Pregunte al abogado especialista en derecho de personas mayores (elder law) cómo puede afectar el dinero a los beneficios antes del cierre. Guarde la declaración de cierre (settlement statement) para los impuestos.',
    subtasks: [
      'Comparar las ofertas con el agente',
      'Enviar con tiempo el poder notarial a la compañía de títulos',
      'Decidir qué cuenta recibirá el dinero',
      'Guardar la declaración de cierre para los impuestos',
    ],
  },
  'choose-movers-safely': {
    title: 'Elegir la compañía de mudanzas y evitar estafas',
    description:
      'Elija una compañía de mudanzas con licencia y buenas reseñas, y pida las condiciones por escrito. Las estafas de mudanzas suelen aprovecharse de quien tiene prisa.',
    guidance:
      'Pida al menos tres presupuestos por escrito basados en una visita a la casa o un recorrido por video, no un cálculo rápido por teléfono. Las compañías que cruzan fronteras estatales deben estar registradas ante el gobierno federal, y puede verificarlas en el sitio de la FMCSA; las compañías locales suelen tener licencia del estado. Desconfíe de los depósitos grandes en efectivo, las ofertas muy bajas y las compañías sin dirección local. Una mudanza local de una casa pequeña suele costar desde varios cientos hasta unos miles de dólares (2024), y las mudanzas de larga distancia cuestan más. Lleve con usted los objetos de valor, los medicamentos y los documentos.',
    subtasks: [
      'Conseguir tres presupuestos por escrito',
      'Revisar las licencias y las quejas',
      'Leer el contrato y las condiciones del seguro',
      'Llevar con usted los objetos de valor, los medicamentos y los documentos',
    ],
  },
};
