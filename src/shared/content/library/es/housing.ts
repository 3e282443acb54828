import type { LibraryTranslation } from '../library-translation';

// Vivienda y forma de vida, in US Spanish (issue 59): the words of housing.ts, by key.

export const housingEs: LibraryTranslation = {
  'discuss-living-preferences': {
    title: 'Hablar sobre dónde vivir y las opciones de vivienda',
    description:
      'Tengan una conversación abierta en familia sobre dónde quiere vivir su familiar ahora y qué tendría que cambiar si necesita más ayuda. Conocer sus deseos con tiempo hace que las decisiones posteriores sean menos apresuradas y menos estresantes.',
    guidance:
      'Entre las opciones comunes están quedarse en casa con ayuda, mudarse con la familia, una residencia para personas mayores independientes, una residencia con asistencia (assisted living), el cuidado de la memoria, un hogar de ancianos (nursing home) o una comunidad de retiro con cuidado continuo. Deje que su familiar guíe la conversación y hablen de lo que para esa persona no es negociable, como vivir cerca de sus amistades, una mascota o su lugar de culto. Medicare no paga el cuidado de custodia a largo plazo ni el alojamiento y la comida en una residencia con asistencia, así que el costo es parte de la decisión. La Agencia Local para Personas Mayores (Area Agency on Aging) puede explicarle qué hay disponible cerca; encuéntrela con el Eldercare Locator en el 1-800-677-1116 o en eldercare.acl.gov.',
    subtasks: [
      'Preguntar a su familiar qué le importa más del lugar donde vive',
      'Anotar las necesidades de cuidado actuales y las probables a futuro',
      'Comparar las opciones de vivienda y sus costos aproximados',
      'Acordar qué señales indicarían que es momento de mudarse',
    ],
    printable: {
      title: 'Hablar sobre dónde quiere vivir su familiar',
      detail: 'Pregunte por sus deseos, su presupuesto y la ayuda que necesita en el día a día.',
    },
  },
  'research-assisted-living': {
    title: 'Investigar residencias con asistencia',
    description:
      'Busque y compare residencias con asistencia (assisted living) que se ajusten a las necesidades, la ubicación y el presupuesto de su familiar. Empezar con tiempo le permite visitarlas y evita tener que elegir en plena crisis.',
    guidance:
      'La residencia con asistencia suele pagarse de forma privada y a menudo cuesta $5,000 o más al mes (2024), con cargos adicionales por niveles de cuidado más altos. Medicare no la cubre, aunque algunos programas estatales de exención de Medicaid (waivers) ayudan con los servicios de cuidado. Cada estado otorga las licencias a estas residencias, así que consulte los informes de inspección recientes en la agencia de licencias de su estado. El programa estatal del ombudsman de cuidado a largo plazo defiende a residentes y puede orientarle sobre qué observar. En las visitas, pregunte cuánto personal hay por residente, cómo cambian los niveles de cuidado y los precios, qué pasa si aumentan las necesidades y cuál es la política de salida o de alta, y si puede, visite a la hora de una comida.',
    subtasks: [
      'Anotar las necesidades de cuidado, ubicación y presupuesto',
      'Elegir de tres a cinco residencias',
      'Visitar cada una y preguntar por los costos y el personal',
      'Revisar los informes de inspección del estado',
      'Revisar el contrato antes de firmar',
    ],
    printable: {
      title: 'Visitar y comparar al menos tres residencias',
      detail: 'Compare costos, personal, contratos e informes recientes de inspección del estado.',
    },
  },
  'home-safety-assessment': {
    title: 'Revisar la seguridad de la casa',
    description:
      'Recorra la casa para detectar y corregir riesgos de caídas y otros peligros. Las caídas son la principal causa de lesiones en adultos de 65 años o más, y muchas se pueden prevenir.',
    guidance:
      'Busque alfombras sueltas, cosas en el piso, poca iluminación, escaleras sin pasamanos y pisos resbalosos en el baño, y pruebe los detectores de humo y de monóxido de carbono. La lista gratuita “Check for Safety” de los CDC (parte de su programa STEADI) es una buena guía cuarto por cuarto. Pida al médico de su familiar que le remita a un terapeuta ocupacional para una evaluación de seguridad en el hogar; cuando es médicamente necesaria, la Parte B de Medicare puede ayudar a pagarla. Un dispositivo de alerta médica puede traer ayuda rápido después de una caída, pero suele ser un gasto mensual privado que Original Medicare no cubre.',
    subtasks: [
      'Recorrer cada cuarto y anotar los peligros',
      'Quitar lo que pueda causar tropiezos y mejorar la iluminación',
      'Instalar barras de apoyo y pasamanos en las escaleras',
      'Probar los detectores de humo y de monóxido de carbono',
      'Preguntar al médico por una visita de terapia ocupacional a la casa',
    ],
    printable: {
      title: 'Revisar la seguridad de la casa cuarto por cuarto',
      detail:
        'Fíjese en la iluminación, las alfombras sueltas, las escaleras, las barras de apoyo del baño y los detectores de humo.',
    },
  },
  'evaluate-aging-in-place-modifications': {
    title: 'Evaluar cambios en la casa para seguir viviendo en ella',
    description:
      'Decida qué cambios, como una rampa, una silla salvaescaleras o una ducha sin escalón, permitirían que su familiar siga en casa de forma segura por más tiempo. Planear con tiempo le ayuda a hacer un presupuesto y a evitar obras apresuradas y costosas.',
    guidance:
      'Los cambios pequeños, como barras de apoyo, manijas de palanca en las puertas y una luz más fuerte, cuestan poco, mientras que las rampas, las sillas salvaescaleras y las remodelaciones del baño pueden costar miles de dólares, así que pida al menos dos presupuestos por escrito. Busque contratistas con la certificación Certified Aging-in-Place Specialist (CAPS) y revise siempre sus licencias y referencias. Su Agencia Local para Personas Mayores (Area Agency on Aging) puede conocer programas locales de reparación o adaptación; quienes son dueños de su casa, tienen 62 años o más, bajos ingresos y viven en zonas rurales pueden calificar para las subvenciones de reparación de la Sección 504 del USDA. Los veteranos deben preguntar al VA por subvenciones para mejoras en el hogar, como HISA.',
    subtasks: [
      'Anotar las tareas diarias que se están volviendo difíciles en casa',
      'Pedir consejo a un terapeuta ocupacional o a un contratista CAPS',
      'Reunir presupuestos por escrito de los cambios',
      'Buscar ayuda económica local, del USDA o del VA',
    ],
  },
  'list-housing-options': {
    title: 'Hacer una lista de las opciones de vivienda que encajan',
    description:
      'Conozca los principales tipos de vivienda para personas mayores y descarte los que no corresponden a las necesidades o al presupuesto de su familiar. Una lista corta facilita mucho las visitas y las conversaciones en familia.',
    guidance:
      'Envejecer en casa significa quedarse en el hogar, a menudo con ayuda pagada y algunos cambios en la casa. Las residencias para personas independientes son para quienes se valen por sí mismos pero quieren menos mantenimiento, mientras que las residencias con asistencia añaden ayuda para bañarse, vestirse y tomar medicinas. El cuidado de la memoria es para personas que viven con demencia, y los hogares de ancianos (nursing homes) dan atención de enfermería de día y de noche. Las comunidades de retiro con cuidado continuo ofrecen varios niveles de cuidado en un mismo lugar, a menudo con una cuota de entrada alta más cuotas mensuales, así que pida a un abogado o asesor financiero que lea el contrato. Su Agencia Local para Personas Mayores (Area Agency on Aging) puede decirle qué hay cerca y qué programas públicos pueden ayudar a pagar.',
    subtasks: [
      'Anotar la ayuda que su familiar necesita cada día',
      'Conocer los principales tipos de vivienda para personas mayores',
      'Descartar las opciones que no encajan',
      'Averiguar los costos mensuales aproximados en su zona',
      'Compartir la lista corta con la familia',
    ],
    printable: {
      title: 'Hacer una lista de las opciones de vivienda que encajan',
      detail:
        'Envejecer en casa, vivir con la familia, residencia independiente, residencia con asistencia o cuidado de la memoria.',
    },
  },
  'make-home-emergency-plan': {
    title: 'Hacer un plan de emergencia para la casa',
    description:
      'Decida qué pasa si su familiar se cae, se enferma o no contesta. Un plan sencillo hace que la ayuda llegue antes y que cada persona sepa qué le toca.',
    guidance:
      'Acuerden quién se comunica cada día y qué hacer si no hay respuesta. Deje una llave de repuesto con un vecino de confianza o en una caja de seguridad para llaves, para que la ayuda pueda entrar sin romper una puerta. Ponga los números de emergencia, el nombre del médico y la lista de medicamentos cerca del teléfono o en el refrigerador. Un dispositivo de alerta médica puede pedir ayuda después de una caída; muchos cuestan entre $20 y $60 al mes (2024), y Original Medicare no los paga.',
    subtasks: [
      'Acordar quién se comunica y con qué frecuencia',
      'Dejar una llave de repuesto con alguien de confianza',
      'Poner a la vista los números de emergencia y la lista de medicamentos',
      'Decidir si hace falta un dispositivo de alerta médica',
    ],
    printable: {
      title: 'Hacer un plan de emergencia para la casa',
      detail:
        'Acuerden quién se comunica y dónde están las llaves de repuesto, y considere un dispositivo de alerta médica.',
    },
  },
  'set-up-daily-check-ins': {
    title: 'Organizar una comunicación diaria',
    description:
      'Organice una llamada, visita o señal regular para que alguien note pronto si su familiar necesita ayuda. Esto importa sobre todo para quienes viven sin compañía.',
    guidance:
      'La comunicación diaria puede ser una llamada por la mañana, un vecino que se fija si las cortinas están abiertas o una amistad que visita ciertos días. Algunas comunidades ofrecen llamadas diarias gratuitas de seguimiento a través de centros para personas mayores o de la policía local; pregunte en su Agencia Local para Personas Mayores (Area Agency on Aging). Los sensores de movimiento, los altavoces inteligentes y las videollamadas pueden ayudar a las familias que viven lejos. Hable primero con su familiar, para que estas herramientas se sientan como apoyo y no como vigilancia. Anote qué debe hacer cada persona si no hay respuesta a la hora acordada.',
    subtasks: [
      'Elegir una hora y una forma de comunicarse',
      'Pedir a vecinos o amistades que participen',
      'Buscar programas gratuitos de llamadas diarias',
      'Acordar qué hacer si no hay respuesta',
    ],
  },
  'choose-medical-alert-device': {
    title: 'Elegir un dispositivo de alerta médica',
    description:
      'Elija un botón o reloj que se lleve puesto y pueda pedir ayuda después de una caída o una enfermedad repentina. Puede acortar el tiempo que alguien pasa esperando sin ayuda en el piso.',
    guidance:
      'Compare los sistemas para la casa con los móviles que funcionan fuera de ella, y pregunte si incluyen detección automática de caídas. Las cuotas mensuales suelen estar entre $20 y $60 (2024), y algunas compañías también cobran por el equipo, la instalación o la cancelación anticipada. Original Medicare no paga, pero algunos planes Medicare Advantage, los programas estatales de Medicaid o el VA pueden ayudar, así que pregunte antes de comprar. Pida las condiciones del contrato por escrito y evite los contratos largos. Prueben juntos el dispositivo y asegúrese de que su familiar lo vaya a llevar puesto, también en el baño.',
    subtasks: [
      'Decidir entre un dispositivo para la casa o uno móvil',
      'Comparar las cuotas mensuales y las condiciones del contrato',
      'Preguntar si un seguro o un programa ayuda a pagar',
      'Instalar el dispositivo y probarlo juntos',
      'Acordar a quién se llama cuando se activa',
    ],
  },
  'prepare-for-disasters': {
    title: 'Prepararse para apagones y desastres',
    description:
      'Planee cómo estará a salvo su familiar durante una tormenta, una ola de calor, una inundación o un apagón. Las personas mayores y quienes dependen de equipo médico corren más riesgo.',
    guidance:
      'Prepare un kit con agua, comida, una linterna, pilas, copias de los documentos importantes y medicina de más si la farmacia y el seguro permiten surtir la receta antes de tiempo. Si su familiar usa oxígeno, una cama eléctrica u otro equipo eléctrico, pregunte al proveedor por baterías de respaldo. Avise también a la compañía de electricidad, ya que muchas llevan una lista de clientes que dependen de ese equipo. Inscríbase en las alertas de emergencia locales y pregunte si su zona tiene un registro de personas que podrían necesitar ayuda para evacuar. Acuerden adónde iría su familiar y quién le llevaría.',
    subtasks: [
      'Preparar un kit de emergencia con medicinas y documentos',
      'Planear electricidad de respaldo para el equipo médico',
      'Inscribirse en las alertas de emergencia locales',
      'Acordar adónde ir y quién maneja',
    ],
  },
  'weigh-moving-in-with-family': {
    title: 'Pensar bien la mudanza con la familia',
    description:
      'Piense en lo que significaría de verdad que su familiar viva con usted o con otro pariente. Planear con honestidad protege la relación y la salud de todos.',
    guidance:
      'Hablen de la privacidad, las reglas de la casa, el dinero y cuánto cuidado directo puede dar cada persona, también de noche. Busque un dormitorio y un baño en la planta baja y espacio para una andadera o una cama de hospital. Acuerden por escrito si su familiar contribuirá a la renta o a los gastos. El dinero que se paga a la familia puede importar más adelante para Medicaid y los impuestos, así que pregunte a un abogado especialista en derecho de personas mayores (elder law) cómo organizarlo. Planee descansos regulares desde el principio, como programas de día para adultos o cuidado de relevo, para que el arreglo pueda durar.',
    subtasks: [
      'Hablar abiertamente de necesidades, privacidad y dinero',
      'Revisar si la casa tiene dormitorio y baño en la planta baja',
      'Acordar quién hace cada tarea de cuidado',
      'Poner por escrito cualquier arreglo de dinero',
      'Planear descansos regulares para quienes cuidan',
    ],
  },
  'make-home-safe-for-memory-loss': {
    title: 'Hacer la casa más segura ante la pérdida de memoria',
    description:
      'Adapte la casa a medida que cambia la memoria, para que su familiar siga con la mayor independencia y seguridad posibles. Cambios pequeños pueden evitar que se pierda, se queme, se caiga o se equivoque con las medicinas.',
    guidance:
      'Guarde bajo llave las medicinas, los productos de limpieza, las herramientas y cualquier arma de fuego. Considere cubiertas para las perillas de la estufa o un apagado automático, y baje la temperatura del calentador de agua para evitar quemaduras. Añada luces de noche y etiquetas sencillas o dibujos en los gabinetes. Si su familiar puede salir de noche sin avisar, ponga timbres o alarmas en las puertas y tenga lista una foto reciente por si se pierde. Revise la seguridad cada pocos meses, porque las necesidades cambian a medida que avanza la demencia.',
    subtasks: [
      'Guardar bajo llave medicinas, productos químicos y armas',
      'Hacer más seguros la estufa y el agua caliente',
      'Añadir luces de noche y etiquetas sencillas',
      'Poner alertas en las puertas si hay riesgo de que se pierda',
      'Tener lista una foto reciente para emergencias',
    ],
  },
  'evaluate-memory-care': {
    title: 'Evaluar residencias de cuidado de la memoria',
    description:
      'Compare residencias que se especializan en cuidar a personas que viven con demencia. El lugar adecuado puede dar más seguridad, estructura y calma.',
    guidance:
      'El cuidado de la memoria puede ser una unidad dentro de una residencia con asistencia o de un hogar de ancianos, o una residencia aparte, y a menudo cuesta más que una residencia con asistencia común. Pregunte cómo se capacita al personal en el cuidado de la demencia y cómo manejan la angustia o las salidas sin rumbo sin depender de medicamentos. Pregunte qué actividades llenan el día y qué pasa si las necesidades de su familiar aumentan. Visite más de una vez, a distintas horas del día. Revise los informes de inspección del estado y pregunte al ombudsman de cuidado a largo plazo por las quejas.',
    subtasks: [
      'Anotar las necesidades de cuidado de la demencia de su familiar',
      'Preguntar por la capacitación del personal y las actividades diarias',
      'Visitar a distintas horas del día',
      'Revisar los informes de inspección y las quejas',
      'Preguntar en qué casos un residente tendría que irse',
    ],
  },
  'compare-nursing-homes': {
    title: 'Comparar hogares de ancianos',
    description:
      'Encuentre un hogar de ancianos (nursing home) que pueda atender las necesidades médicas de su familiar, para una estancia corta de rehabilitación o para cuidado a largo plazo. Comparar con tiempo evita una decisión apresurada cuando termina una hospitalización.',
    guidance:
      'Care Compare de Medicare muestra calificaciones con estrellas, datos del personal y resultados de inspecciones de los hogares de ancianos. Original Medicare puede cubrir una estancia corta en un centro de enfermería especializada después de una hospitalización que califique, pero no el cuidado de custodia a largo plazo. Medicaid paga por muchos residentes de largo plazo que califican. El cuidado a largo plazo suele costar entre $8,000 y $11,000 o más al mes (2024), según la zona y el cuarto. En las visitas, observe cómo habla el personal con los residentes y pregunte por la rotación del personal.',
    subtasks: [
      'Buscar en Care Compare hogares de ancianos cercanos',
      'Confirmar cuáles aceptan la cobertura de su familiar',
      'Visitar y observar cómo trata el personal a los residentes',
      'Preguntar al ombudsman por las quejas',
      'Anotar una primera y una segunda opción',
    ],
  },
  'review-admission-agreement': {
    title: 'Revisar el contrato de admisión antes de firmar',
    description:
      'Lea con cuidado el contrato de la residencia con asistencia o del hogar de ancianos antes de que nadie lo firme. Fija los costos, los servicios y las reglas para irse.',
    guidance:
      'Pida el contrato mucho antes del día de la mudanza para poder leerlo sin presión. Revise qué cubre la cuota básica, cómo pueden subir los costos y con cuánta anticipación debe avisar la residencia antes de pedir a un residente que se vaya. Los hogares de ancianos que aceptan Medicare o Medicaid por lo general no pueden exigir que un pariente garantice el pago personalmente, así que tenga cuidado al firmar como “parte responsable” (responsible party). Muchos contratos envían los desacuerdos a un arbitraje privado, que a menudo se puede rechazar. Un abogado especialista en derecho de personas mayores (elder law) o el ombudsman de cuidado a largo plazo pueden explicarle las condiciones.',
    subtasks: [
      'Pedir el contrato antes del día de la mudanza',
      'Revisar qué cubre la cuota básica y cómo puede subir',
      'Leer las reglas de salida y de reembolso',
      'Preguntar antes de firmar como parte responsable o aceptar un arbitraje',
      'Pedir a un abogado o al ombudsman que lo revise',
    ],
  },
  'help-settle-into-new-community': {
    title: 'Ayudar a su familiar a adaptarse a su nuevo hogar',
    description:
      'Acompañe las primeras semanas después de una mudanza a una residencia con asistencia, de cuidado de la memoria o a un hogar de ancianos. Un buen comienzo ayuda a que su familiar se sienta en casa y a que el personal le conozca.',
    guidance:
      'Lleve cosas conocidas, como fotos, un sillón o una cobija favoritos, y ponga el nombre en la ropa, los lentes y los audífonos. Entregue al personal una página “Sobre mí” para que conozcan sus rutinas, sus gustos y lo que le calma. Visite a menudo al principio, pero haga visitas cortas si le alteran. Aprenda los nombres del personal de cada turno y pregunte cuándo será la primera reunión del plan de cuidado. Plantee sus inquietudes pronto; el ombudsman de cuidado a largo plazo puede ayudar si los problemas no se resuelven.',
    subtasks: [
      'Llevar pertenencias conocidas y marcarlas con su nombre',
      'Entregar al personal una página “Sobre mí”',
      'Aprender los nombres del personal clave',
      'Planear un calendario de visitas con la familia',
      'Asistir a la primera reunión del plan de cuidado',
    ],
  },
};
