import type { LibraryTranslation } from '../library-translation';

// Servicios de cuidado y apoyo, in US Spanish (issue 59): the words of care-support.ts, by key.

export const careSupportEs: LibraryTranslation = {
  'research-in-home-care': {
    title: 'Investigar los servicios de cuidado en casa',
    description:
      'Explore las opciones de ayuda en casa, desde unas horas de compañía hasta el cuidado personal diario o la enfermería especializada. El apoyo adecuado puede ayudar a que su familiar siga en casa de forma segura por más tiempo.',
    guidance:
      'Medicare puede cubrir la atención médica en el hogar a tiempo parcial, como enfermería o terapia, si un médico certifica que su familiar no puede salir de casa (homebound) y necesita cuidado especializado; compare las agencias certificadas con Care Compare en medicare.gov. El cuidado en casa no médico, como la ayuda para bañarse, las comidas y la limpieza, suele pagarse de forma privada (a menudo $30 o más por hora en 2024), aunque el seguro de cuidado a largo plazo, los programas estatales de Medicaid o el VA pueden ayudar. Las agencias se ocupan de la verificación de antecedentes, los impuestos de nómina y el personal de reemplazo, mientras que contratar de forma privada puede costar menos pero le convierte a usted en empleador. Pregunte a cada proveedor cómo selecciona y capacita a su personal, cuál es el mínimo de horas y qué pasa cuando un asistente se enferma.',
    subtasks: [
      'Anotar las tareas y las horas en que se necesita ayuda',
      'Ver si aplica la atención médica en el hogar de Medicare',
      'Entrevistar a dos o tres agencias de cuidado en casa',
      'Revisar las referencias y pedir un plan de cuidado por escrito',
    ],
    printable: {
      title: 'Comparar agencias de cuidado en casa',
      detail:
        'Pregunte por las licencias, la verificación de antecedentes, la capacitación y el personal de reemplazo.',
    },
  },
  'explore-adult-day-and-respite': {
    title: 'Explorar los programas de día para adultos y el cuidado de relevo',
    description:
      'Busque programas que ofrezcan a su familiar compañía y supervisión, y que den a quienes cuidan en la familia un descanso regular. Los descansos planeados ayudan a evitar el agotamiento.',
    guidance:
      'Los programas de día para adultos ofrecen actividades, comidas y supervisión durante el día, y algunos dan servicios de salud o se especializan en demencia; suelen costar mucho menos por día que un día completo de cuidado en casa. El cuidado de relevo (respite care) puede ser unas horas de ayuda en casa o una estancia corta en una residencia con asistencia o un hogar de ancianos. Su Agencia Local para Personas Mayores (Area Agency on Aging) administra el Programa Nacional de Apoyo a Familiares Cuidadores y puede ayudar a pagar el relevo; llame al Eldercare Locator al 1-800-677-1116. Los programas estatales de exención de Medicaid (waivers) y el VA también pueden cubrir los programas de día o el relevo, y Medicare cubre estancias cortas de relevo en un centro para personas en hospicio.',
    subtasks: [
      'Buscar programas de día para adultos cerca de casa',
      'Visitar un programa junto con su familiar',
      'Preguntar a la Agencia Local para Personas Mayores por ayuda para pagar el relevo',
      'Reservar un día de prueba o un primer descanso de relevo',
    ],
    printable: {
      title: 'Buscar programas de día para adultos y cuidado de relevo',
      detail: 'Dé a su familiar compañía y actividad, y a usted un descanso.',
    },
  },
  'find-caregiver-support': {
    title: 'Buscar apoyo para usted como persona cuidadora',
    description:
      'Consiga ayuda, información y apoyo emocional para las personas que cuidan. Cuidarse a sí mismo es lo que permite seguir cuidando a otra persona.',
    guidance:
      'Los hospitales, las Agencias Locales para Personas Mayores y las organizaciones de cada enfermedad ofrecen grupos de apoyo para quienes cuidan, en persona o en línea; la línea de ayuda de la Alzheimer’s Association, abierta las 24 horas, los 7 días de la semana, es el 1-800-272-3900. Si trabaja, la Ley federal de Ausencia Familiar y Médica (FMLA) puede dar a quienes califican hasta 12 semanas al año de licencia sin sueldo, con el empleo protegido, para cuidar a un padre, una madre o su cónyuge, y algunos estados ofrecen licencia familiar pagada. Si vive lejos o siente que no puede con todo, un profesional de Aging Life Care (gestor de cuidado geriátrico) puede evaluar las necesidades y coordinar los servicios, con un costo. Repartan las tareas entre la familia y hable con su propio médico si el estrés está afectando su salud.',
    subtasks: [
      'Unirse a un grupo de apoyo para personas cuidadoras',
      'Preguntar en el trabajo por las opciones de licencia familiar',
      'Compartir una lista de tareas con otros familiares',
      'Considerar un gestor de cuidado geriátrico',
    ],
    printable: {
      title: 'Buscar apoyo para usted',
      detail:
        'Únase a un grupo de apoyo para personas cuidadoras y planee tiempo libre con regularidad.',
    },
  },
  'assess-daily-living-needs': {
    title: 'Evaluar las necesidades de la vida diaria',
    description:
      'Vea con honestidad qué tareas diarias puede hacer su familiar sin ayuda y en cuáles la necesita. Es el punto de partida para elegir el cuidado adecuado y para la mayoría de los programas de beneficios.',
    guidance:
      'Fíjese en el cuidado personal básico, como bañarse, vestirse, comer, ir al baño y pasar de la cama a la silla. Luego fíjese en las tareas de la casa: cocinar, hacer las compras, limpiar, tomar los medicamentos, manejar el dinero y desplazarse. Observe durante unos días normales y pregunte a su familiar cómo lo vive, ya que a menudo las personas ocultan sus dificultades. Un médico, un terapeuta ocupacional o un gestor de cuidado geriátrico puede hacer una evaluación formal, y la Agencia Local para Personas Mayores (Area Agency on Aging) puede hacer una para sus programas. Repita la revisión cada pocos meses o después de cualquier hospitalización.',
    subtasks: [
      'Anotar las tareas de cuidado personal que necesitan ayuda',
      'Anotar las tareas de la casa que necesitan ayuda',
      'Preguntar a su familiar qué le resulta difícil',
      'Pedir una evaluación profesional si hace falta',
      'Revisar las necesidades cada pocos meses',
    ],
    printable: {
      title: 'Evaluar las necesidades de la vida diaria',
      detail:
        'Bañarse, vestirse, las comidas, la movilidad y los medicamentos: ¿cuánta ayuda se necesita?',
    },
  },
  'contact-area-agency-on-aging': {
    title: 'Comunicarse con la Agencia Local para Personas Mayores',
    description:
      'Llame a la agencia pública que conecta a las personas mayores y a quienes cuidan con los servicios locales. Suele ser la forma más rápida de saber qué ayuda hay cerca de su familiar.',
    guidance:
      'Cada zona de EE. UU. cuenta con una Agencia Local para Personas Mayores (Area Agency on Aging) o una oficina similar, que puede encontrar con el Eldercare Locator en el 1-800-677-1116 o en eldercare.acl.gov. Pueden ponerle en contacto con comidas, transporte, ayuda en casa, apoyo para quienes cuidan, asistencia legal y asesoría sobre beneficios, muchos gratuitos o de bajo costo para personas de 60 años o más. Llame a la agencia de donde vive su familiar, no de donde vive usted. Tenga a mano su edad, su estado general de salud, su nivel de ingresos y sus necesidades principales. Algunos servicios tienen listas de espera, así que pregunte con tiempo.',
    subtasks: [
      'Encontrar la agencia con el Eldercare Locator',
      'Anotar las necesidades principales de su familiar antes de llamar',
      'Preguntar por comidas, transporte, ayuda en casa y relevo',
      'Anotar nombres y siguientes pasos',
    ],
    printable: {
      title: 'Comunicarse con la Agencia Local para Personas Mayores',
      detail:
        'Encuéntrela con el Eldercare Locator (1-800-677-1116) para conocer los servicios locales.',
    },
  },
  'plan-driving-and-rides': {
    title: 'Hablar sobre el manejo y otras formas de moverse',
    description:
      'Hable pronto y con cariño sobre la seguridad al manejar, y busque otras formas de moverse. Dejar las llaves del auto es más fácil de aceptar cuando hay un plan para seguir siendo independiente.',
    guidance:
      'Algunas señales de alerta son golpes nuevos en el auto, perderse en calles conocidas, casi tener accidentes y recibir multas. Un médico puede revisar la vista, los medicamentos y el estado de salud, y un especialista en rehabilitación para conductores puede evaluar la forma de manejar, normalmente con un costo. Hablen primero de formas de manejar con más seguridad, como evitar manejar de noche o en autopistas. Anote otras formas de transporte: la familia, conductores voluntarios, el transporte público, el transporte adaptado (paratransit), los taxis y las aplicaciones de viajes. Algunos planes Medicare Advantage y programas de Medicaid cubren el transporte a las consultas médicas.',
    subtasks: [
      'Anotar cualquier señal de alerta al viajar en el auto con su familiar',
      'Preguntar al médico por una evaluación para manejar',
      'Hablar juntos de hábitos para manejar con más seguridad',
      'Anotar otras formas de llegar a los lugares importantes',
    ],
  },
  'arrange-meal-help': {
    title: 'Organizar ayuda con las comidas',
    description:
      'Asegúrese de que su familiar coma de forma regular y saludable, aunque cocinar o hacer las compras se vuelva difícil. Comer mal puede llevar rápido a debilidad, caídas y enfermedades.',
    guidance:
      'La Agencia Local para Personas Mayores (Area Agency on Aging) y grupos como Meals on Wheels ofrecen programas de comidas a domicilio para personas de 60 años o más, a menudo a cambio de una pequeña donación. Muchos centros para personas mayores sirven comidas en grupo que además dan compañía. La entrega de compras, las comidas preparadas y la ayuda de la familia pueden cubrir lo que falte. Si el dinero no alcanza, vea si califica para los beneficios de alimentos de SNAP. Avise al médico si hay pérdida de peso o falta de apetito, porque pueden ser señales de problemas de salud.',
    subtasks: [
      'Revisar el refrigerador y la despensa en las visitas',
      'Preguntar por las comidas a domicilio',
      'Buscar las comidas de un centro para personas mayores',
      'Organizar la entrega de compras si ayuda',
    ],
  },
  'hire-private-caregiver': {
    title: 'Contratar con seguridad a un cuidador particular',
    description:
      'Si contrata directamente a una persona cuidadora en lugar de hacerlo a través de una agencia, revise su perfil con cuidado y fije condiciones claras. Asume las obligaciones de un empleador, además del ahorro.',
    guidance:
      'Haga la entrevista en persona, revise las referencias y haga una verificación de antecedentes con el permiso por escrito de la persona. Ponga por escrito las tareas, el horario, el pago, los días libres y qué pasa los días de enfermedad. Si paga a un trabajador del hogar más de un monto anual que fija el IRS, normalmente debe encargarse de los impuestos de nómina, y su estado puede exigir un seguro de compensación laboral. Guarde bajo llave los objetos de valor, las chequeras y las tarjetas, y revise los estados de cuenta del banco. Planee un cuidado de reemplazo para los días en que la persona cuidadora no pueda venir.',
    subtasks: [
      'Escribir una descripción del trabajo con las tareas y el horario',
      'Hacer entrevistas y revisar las referencias',
      'Hacer una verificación de antecedentes con permiso',
      'Firmar un acuerdo por escrito',
      'Organizar la nómina y cualquier seguro obligatorio',
    ],
  },
  'hold-family-care-meeting': {
    title: 'Hacer una reunión familiar sobre el cuidado',
    description:
      'Reúna a la familia para compartir lo que está pasando y acordar quién hace qué. Tener funciones claras evita que una sola persona cargue con todo y reduce los conflictos.',
    guidance:
      'Incluya a su familiar siempre que sea posible, e invite por teléfono o video a la familia que vive lejos. Empiece por los hechos: la salud, las necesidades diarias, el dinero y lo que quiere su familiar. Luego anote las tareas, como el transporte, las cuentas, las visitas y los trámites, y deje que cada persona elija lo que puede hacer, incluido pagar por ayuda. Anote las decisiones y compártalas después. Si la conversación se estanca, un trabajador social, un gestor de cuidado o un mediador puede dirigir la reunión.',
    subtasks: [
      'Fijar una hora e invitar a todos',
      'Compartir los hechos sobre las necesidades y el dinero',
      'Anotar las tareas y acordar quién hace cada una',
      'Anotar y compartir las decisiones',
      'Fijar una fecha para volver a reunirse',
    ],
  },
  'make-backup-care-plan': {
    title: 'Hacer un plan de respaldo para cuando usted no pueda ayudar',
    description:
      'Decida quién le reemplaza si usted se enferma, se lastima o tiene que ausentarse. Un plan por escrito mantiene a salvo a su familiar aunque la persona que más cuida no pueda hacerlo.',
    guidance:
      'Nombre a dos o tres personas que puedan reemplazarle por un día o una semana, y asegúrese de que conozcan la rutina. Anote los medicamentos, las citas, los médicos, los gustos y lo que no le gusta a su familiar, y dónde están los documentos importantes. Lleve en la cartera una tarjeta que diga que usted cuida a alguien y a quién llamar. Pregunte a las agencias locales de cuidado en casa y a la Agencia Local para Personas Mayores (Area Agency on Aging) por el relevo de emergencia o con poco aviso. Revise el plan cada pocos meses.',
    subtasks: [
      'Nombrar a las personas de respaldo y pedirles que acepten',
      'Anotar la rutina diaria y los medicamentos',
      'Llevar una tarjeta de emergencia de persona cuidadora',
      'Encontrar una agencia que ayude con poco aviso',
    ],
  },
  'learn-caregiving-skills': {
    title: 'Aprender habilidades prácticas de cuidado',
    description:
      'Reciba capacitación para tareas como ayudar a su familiar a moverse, bañarse o cuidar una herida. La técnica correcta les protege de lesiones a los dos.',
    guidance:
      'Pida al personal del hospital que le muestre las tareas de cuidado antes del alta, y practique mientras le observan; muchos estados exigen que los hospitales ofrezcan esto al familiar cuidador que se haya nombrado. Las enfermeras y los terapeutas de atención médica en el hogar pueden enseñarle a hacer traslados seguros, a bañar y a usar el equipo. Los grupos comunitarios, los hospitales y la Alzheimer’s Association ofrecen clases para quienes cuidan, a menudo gratuitas. No levante más peso del que puede con seguridad, y pregunte por equipo como un cinturón de transferencia o una silla para la ducha.',
    subtasks: [
      'Anotar las tareas de cuidado que no tiene claras',
      'Pedir al personal que se las muestre antes del alta',
      'Practicar mientras le observa una enfermera o un terapeuta',
      'Tomar una clase de capacitación para personas cuidadoras',
    ],
  },
  'find-dementia-care-support': {
    title: 'Buscar apoyo y capacitación para el cuidado de la demencia',
    description:
      'Conéctese con programas que enseñan a las familias a cuidar a una persona que vive con demencia. Saber qué esperar hace que el día a día sea más tranquilo para todos.',
    guidance:
      'La Alzheimer’s Association tiene una línea de ayuda gratuita, abierta las 24 horas, los 7 días de la semana, en el 1-800-272-3900, además de programas educativos y grupos de apoyo. Aprenda formas sencillas de comunicarse, de manejar los cambios de comportamiento y de planear el día en torno a lo que su familiar todavía disfruta. Pregunte al médico por la planificación del cuidado después de un diagnóstico y por los programas locales de demencia. Los programas de día para adultos que se especializan en demencia pueden dar estructura al día y un descanso para usted. Planee con tiempo las etapas avanzadas, mientras su familiar todavía puede expresar sus deseos.',
    subtasks: [
      'Llamar a la línea de ayuda de la Alzheimer’s Association',
      'Unirse a un grupo de apoyo para quienes cuidan a personas con demencia',
      'Tomar una clase sobre comunicación y comportamiento',
      'Preguntar por programas de día centrados en la demencia',
    ],
  },
  'check-va-caregiver-support': {
    title: 'Ver el apoyo del VA para veteranos y quienes les cuidan',
    description:
      'Averigüe qué ayuda ofrece el VA a los veteranos que necesitan cuidado y a los familiares que les cuidan. Muchas familias no saben que estos servicios existen.',
    guidance:
      'Los veteranos inscritos en la atención médica del VA pueden recibir ayuda en casa, atención médica de día para adultos, relevo y atención primaria en el hogar, según sus necesidades y lo disponible en la zona. El Programa de Apoyo a Cuidadores del VA (VA Caregiver Support Program) ofrece capacitación, orientación y grupos de apoyo a quienes cuidan a veteranos de cualquier época. Algunas personas que cuidan a veteranos con lesiones o enfermedades graves también pueden calificar para un pago mensual. Tenga listos los documentos de baja militar de su familiar y pida ayuda gratuita con las solicitudes a un Veterans Service Officer acreditado.',
    subtasks: [
      'Confirmar la inscripción de su familiar en la atención médica del VA',
      'Comunicarse con el Programa de Apoyo a Cuidadores del VA',
      'Preguntar por ayuda en casa, programas de día y relevo',
      'Pedir ayuda a un Veterans Service Officer',
    ],
  },
  'join-care-plan-meetings': {
    title: 'Participar en las reuniones del plan de cuidado',
    description:
      'Asista a las reuniones regulares en las que una residencia o una agencia de cuidado en casa planea el cuidado de su familiar. Es su oportunidad de compartir lo que sabe y de corregir los problemas pronto.',
    guidance:
      'Los hogares de ancianos deben hacer un plan de cuidado poco después del ingreso y revisarlo con regularidad, y los residentes y los familiares que elijan tienen derecho a participar. Las residencias con asistencia y las agencias de cuidado en casa también hacen planes de cuidado, aunque las reglas varían según el estado. Antes de la reunión, anote sus inquietudes, los cambios que ha visto y los propios objetivos de su familiar. Pregunte a quién llamar entre una reunión y otra. Pida una copia del plan y compruebe que se cumpla.',
    subtasks: [
      'Preguntar cuándo es la próxima reunión del plan de cuidado',
      'Anotar antes las inquietudes y los objetivos',
      'Asistir en persona o por teléfono',
      'Pedir una copia del plan de cuidado actualizado',
    ],
  },
  'find-social-activities': {
    title: 'Buscar formas de mantener la vida social y la actividad',
    description:
      'Ayude a su familiar a mantener sus amistades, sus intereses y su actividad. La soledad y el aislamiento se relacionan con una peor salud en las personas mayores.',
    guidance:
      'Los centros para personas mayores, las comunidades de fe, las bibliotecas y los colegios comunitarios suelen ofrecer clases, clubes y grupos de ejercicio. Algunas Agencias Locales para Personas Mayores tienen programas de visitas amistosas o de llamadas para personas que viven sin compañía. Hacer voluntariado da un sentido de propósito a muchas personas mayores. Si la audición o la movilidad hacen difícil salir, atienda eso primero, por ejemplo con audífonos o un servicio de transporte. Las videollamadas pueden ayudar a que la familia que vive lejos se mantenga cerca.',
    subtasks: [
      'Preguntar qué le gustaba hacer a su familiar',
      'Buscar un centro para personas mayores o un club cercano',
      'Preguntar por programas de visitas amistosas o de llamadas',
      'Organizar videollamadas o llamadas regulares con la familia',
    ],
  },
  'organize-care-from-a-distance': {
    title: 'Organizar el cuidado a distancia',
    description:
      'Forme una red local y rutinas sencillas para poder ayudar aunque viva lejos. Quienes cuidan a distancia pueden hacer mucho si planean bien.',
    guidance:
      'Reúna los teléfonos de los vecinos, las amistades, los médicos y la farmacia cercanos a su familiar. Aproveche al máximo cada visita reservando las citas médicas y las reuniones para el mismo viaje. Un gestor de cuidado geriátrico, también llamado profesional de Aging Life Care, puede ver cómo está su familiar y coordinar los servicios con un costo, a menudo por hora. Pida a su familiar que firme las autorizaciones HIPAA para que los médicos puedan hablar con usted por teléfono. Comparta las tareas con la familia que vive más cerca.',
    subtasks: [
      'Hacer una lista de contactos locales',
      'Planear las visitas en torno a las citas',
      'Considerar un gestor de cuidado geriátrico',
      'Organizar llamadas regulares con su familiar',
    ],
  },
};
