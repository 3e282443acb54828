import type { LibraryTranslation } from '../library-translation';

// Gestión de la salud, in US Spanish (issue 59): the words of healthcare.ts, by key.

export const healthcareEs: LibraryTranslation = {
  'organize-medical-documents': {
    title: 'Organizar los expedientes y la información médica',
    description:
      'Reúna la información de salud en un solo lugar que pueda tomar en una emergencia. Tener a mano los diagnósticos, los médicos, los medicamentos y los datos del seguro ahorra tiempo y evita errores.',
    guidance:
      'Haga un resumen de salud de una página con los diagnósticos, las alergias, los medicamentos actuales, los datos de contacto de los médicos y los números del seguro, y guarde con él copias de las tarjetas del seguro y de cualquier directiva anticipada. Pida a su familiar que firme una autorización HIPAA en cada consultorio para que el personal pueda hablar con usted, y pida que le agreguen como representante (proxy) en sus portales de pacientes. Según HIPAA, los pacientes tienen derecho a recibir copias de sus expedientes, aunque los proveedores pueden cobrar una tarifa razonable. Tenga una carpeta de papel en casa y una copia digital segura a la que puedan llegar los familiares de confianza.',
    subtasks: [
      'Hacer un resumen de salud de una página',
      'Reunir las tarjetas del seguro y los resultados recientes',
      'Conseguir autorizaciones HIPAA firmadas para cada proveedor',
      'Obtener acceso a los portales de pacientes',
      'Guardar copias en una carpeta y en una carpeta digital segura',
    ],
    printable: {
      title: 'Escribir una sola lista de médicos, enfermedades y alergias',
      detail: 'Tenga juntos y al día los nombres, los teléfonos y los datos del seguro.',
    },
  },
  'medication-management': {
    title: 'Organizar el manejo de los medicamentos',
    description:
      'Asegúrese de que los medicamentos se tomen bien y a tiempo, y de que la lista completa se revise con regularidad. Las confusiones con los medicamentos son una causa común y evitable de daño en las personas mayores.',
    guidance:
      'Mantenga una lista al día de cada medicamento con receta, medicamento de venta libre, vitamina y suplemento, con las dosis y los horarios. Lleve todos los frascos al médico o al farmacéutico para una revisión de “bolsa café” (brown bag) que detecte duplicados e interacciones; los planes de la Parte D de Medicare ofrecen una revisión gratuita de Manejo de la Terapia de Medicamentos (Medication Therapy Management) a quienes califican. Los pastilleros semanales, los paquetes de dosis de la farmacia, las alarmas o los dispensadores automáticos pueden ayudar, y usar una sola farmacia facilita revisar las interacciones. Deseche los medicamentos viejos en un buzón de recolección de una farmacia o en un evento del Día Nacional de Devolución de Medicamentos Recetados de la DEA.',
    subtasks: [
      'Escribir una lista completa de medicamentos',
      'Programar una revisión de medicamentos con un farmacéutico o médico',
      'Preparar un pastillero o un sistema de recordatorios',
      'Desechar de forma segura los medicamentos vencidos o suspendidos',
    ],
    printable: {
      title: 'Hacer una lista actual de medicamentos',
      detail:
        'Incluya dosis y horarios, y prepare un pastillero o los paquetes de dosis de la farmacia.',
    },
  },
  'review-medicare-coverage': {
    title: 'Revisar la cobertura y las opciones de planes de Medicare',
    description:
      'Confirme que la cobertura de Medicare de su familiar sigue sirviendo para sus médicos, sus recetas y su presupuesto. Los planes cambian cada año, y la opción correcta puede ahorrar mucho dinero.',
    guidance:
      'Durante la Inscripción Abierta de Medicare, del 15 de octubre al 7 de diciembre de cada año, se puede cambiar entre Original Medicare y Medicare Advantage y cambiar de plan de medicamentos de la Parte D. Use el buscador de planes (Plan Finder) en medicare.gov o llame al 1-800-MEDICARE (1-800-633-4227) para comparar planes con sus recetas reales. El Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) ofrece asesoría de Medicare gratuita, imparcial y personal. Si los ingresos son limitados, pregunte por la Ayuda Adicional (Extra Help) con el costo de los medicamentos a través del Seguro Social y por los Programas de Ahorros de Medicare en la oficina de Medicaid de su estado.',
    subtasks: [
      'Reunir las tarjetas de Medicare y los documentos del plan actuales',
      'Confirmar que los médicos y las recetas estén cubiertos',
      'Comparar planes antes de que termine la Inscripción Abierta',
      'Reservar una sesión gratuita de asesoría con SHIP',
      'Ver si califica para la Ayuda Adicional o los Programas de Ahorros de Medicare',
    ],
    printable: {
      title: 'Revisar la cobertura de Medicare y de medicamentos',
      detail:
        'Revise cada año, en la inscripción abierta, el plan, la cobertura suplementaria y la Parte D.',
    },
  },
  'sign-hipaa-authorizations': {
    title: 'Firmar las autorizaciones HIPAA',
    description:
      'Pida a su familiar que firme los formularios que permiten a médicos, hospitales y aseguradoras compartir información con usted. Sin ellos, es posible que el personal no pueda hablar con la familia sobre su cuidado.',
    guidance:
      'Cada consultorio, hospital, farmacia y plan de salud suele tener su propio formulario de autorización, y firmarlo es gratis. Su familiar elige quién puede recibir información y puede limitar lo que se comparte o cancelar el formulario en cualquier momento. Un poder notarial para decisiones de salud también puede dar acceso, pero solo en la forma que permitan su redacción y la ley de su estado, así que una autorización aparte es un buen respaldo. Guarde una copia en la carpeta médica y llévela a los nuevos proveedores. Medicare tiene su propio formulario para permitir que alguien hable con Medicare en nombre de una persona.',
    subtasks: [
      'Hacer una lista de cada médico, hospital, farmacia y aseguradora',
      'Pedir a cada uno su formulario de autorización',
      'Ayudar a su familiar a llenar y firmar los formularios',
      'Enviar a Medicare su propio formulario de autorización',
      'Guardar copias en la carpeta médica',
    ],
    printable: {
      title: 'Firmar las autorizaciones HIPAA',
      detail:
        'Para que médicos y aseguradoras puedan hablar con usted sobre el cuidado de su familiar.',
    },
  },
  'keep-appointment-calendar': {
    title: 'Llevar un calendario de citas y resurtidos',
    description:
      'Anote las consultas médicas, los exámenes y los resurtidos de recetas en un solo lugar compartido. Así el cuidado va a tiempo y la familia ve quién hace qué.',
    guidance:
      'Añada cada cita con la dirección, el motivo y quién va a manejar. Anote las fechas de resurtido con una semana de anticipación, y pregunte en la farmacia por los resurtidos automáticos o por juntar todos los resurtidos en un mismo día. Después de cada consulta, anote las nuevas indicaciones, exámenes o seguimientos. Comparta el calendario con todas las personas que ayudan para que nadie cargue con todo. Muchos planes de salud y grupos comunitarios ofrecen transporte a las consultas médicas, así que pregunte antes de pagar un taxi.',
    subtasks: [
      'Poner todas las próximas citas en un solo calendario',
      'Añadir recordatorios de resurtido una semana antes de que se acaben las pastillas',
      'Decidir quién maneja a cada cita',
      'Anotar los seguimientos después de cada consulta',
      'Compartir el calendario con la familia',
    ],
    printable: {
      title: 'Llevar un calendario de citas y resurtidos',
      detail: 'Anote los exámenes, los seguimientos y quién maneja a cada cita.',
    },
  },
  'schedule-yearly-wellness-visit': {
    title: 'Programar la consulta anual de bienestar',
    description:
      'Reserve la consulta anual de bienestar de Medicare para revisar con el médico los riesgos de salud, las pruebas de detección y los planes. Es un buen momento para plantear preocupaciones antes de que se conviertan en emergencias.',
    guidance:
      'La Parte B de Medicare cubre una consulta anual de bienestar, por lo general sin costo cuando el médico acepta Medicare. Es una consulta de planificación, no un examen físico completo, y puede incluir una revisión de la memoria, una revisión del riesgo de caídas y la planificación anticipada del cuidado. Lleve la lista de medicamentos, una lista de los otros médicos y las preguntas de la familia. Pregunte en el consultorio cómo se facturará la consulta si también quiere hablar de un problema nuevo, ya que eso puede tener un copago.',
    subtasks: [
      'Llamar al consultorio para reservar la consulta',
      'Llevar la lista de medicamentos y los nombres de los otros médicos',
      'Anotar antes las preguntas y preocupaciones',
      'Preguntar por las pruebas de detección y las vacunas pendientes',
    ],
  },
  'prepare-for-doctor-visits': {
    title: 'Prepararse para las consultas médicas',
    description:
      'Llegue a cada cita con preguntas, información y una forma de recordar las respuestas. Las consultas cortas rinden más cuando todos van preparados.',
    guidance:
      'Escriba las tres preguntas más importantes al principio de una hoja y anote cualquier cambio en el sueño, el apetito, el ánimo, la memoria o las caídas desde la última consulta. Lleve la lista de medicamentos, las tarjetas del seguro y los lentes o los audífonos. Pida al médico que explique lo que no quede claro, y pregunte a qué señales estar atentos y a quién llamar fuera del horario de consulta. Tome notas, o pregunte si puede grabar las indicaciones. Antes de la consulta, pregunte a su familiar cuánto quiere que usted hable por esa persona.',
    subtasks: [
      'Escribir las tres preguntas principales',
      'Anotar los cambios desde la última consulta',
      'Llevar los medicamentos, las tarjetas y los audífonos',
      'Tomar notas de las respuestas y los siguientes pasos',
    ],
  },
  'plan-hospital-discharge': {
    title: 'Planear un regreso seguro a casa desde el hospital',
    description:
      'Participe en la planificación del alta para que su familiar salga del hospital con el cuidado, el equipo y los medicamentos que necesita. Muchos problemas después de una hospitalización empiezan con un alta apresurada.',
    guidance:
      'Pregunte pronto si su familiar está ingresado como paciente hospitalizado (inpatient) o en observación, porque eso puede cambiar lo que Medicare paga después. Pregunte qué cuidado hará falta en casa, quién lo dará y si se recomienda atención médica en el hogar o una estancia corta de rehabilitación. Pida una lista escrita de los medicamentos que muestre cuáles son nuevos, cuáles cambiaron y cuáles se suspendieron. Si cree que el alta es demasiado pronto, pregunte cómo apelar; los pacientes de Medicare reciben un aviso por escrito que explica sus derechos. Reserve una consulta de seguimiento con el médico de cabecera en una o dos semanas.',
    subtasks: [
      'Preguntar si la estancia es como paciente hospitalizado o en observación',
      'Reunirse con la persona encargada del alta o del caso',
      'Organizar el cuidado, el equipo y el transporte para los primeros días',
      'Conseguir una lista escrita de los medicamentos nuevos y suspendidos',
      'Reservar un seguimiento con el médico de cabecera',
    ],
  },
  'lower-fall-risk': {
    title: 'Reducir el riesgo de caídas',
    description:
      'Trabaje con el médico en las causas de salud de las caídas, como la debilidad muscular, la falta de equilibrio, la vista y los medicamentos. Muchas caídas se pueden prevenir, y una caída lo puede cambiar todo.',
    guidance:
      'Alrededor de una de cada cuatro personas de 65 años o más se cae cada año, y una caída suele ser señal de que algo ha cambiado. Pida al médico una revisión del riesgo de caídas, una revisión de los medicamentos que pueden causar mareo o somnolencia y un examen de la vista. El ejercicio de fuerza y equilibrio ayuda, y en muchas zonas hay clases de bajo costo, como tai chi, a través de la Agencia Local para Personas Mayores (Area Agency on Aging). Un fisioterapeuta puede preparar un plan de ejercicios en casa; la Parte B de Medicare puede ayudar a pagarlo cuando lo indica un médico. Los zapatos firmes y bien ajustados, de suela delgada y firme, son más seguros que las pantuflas.',
    subtasks: [
      'Pedir al médico una revisión del riesgo de caídas',
      'Revisar los medicamentos que causan mareo',
      'Reservar un examen de la vista',
      'Buscar una clase de fuerza y equilibrio',
      'Cambiar las pantuflas flojas por zapatos firmes',
    ],
  },
  'book-vision-hearing-dental': {
    title: 'Reservar revisiones de la vista, el oído y los dientes',
    description:
      'Mantenga al día el cuidado de los ojos, los oídos y los dientes, que influyen en la seguridad, la alimentación, la memoria y el ánimo. Es fácil olvidarlos porque Original Medicare cubre poco de ellos.',
    guidance:
      'Original Medicare por lo general no cubre los exámenes de la vista de rutina para lentes, los audífonos ni el cuidado dental de rutina, aunque sí cubre parte del cuidado de los ojos relacionado con problemas médicos. Muchos planes Medicare Advantage incluyen algunos beneficios dentales, de la vista o del oído, así que revise los detalles del plan. Los audífonos de venta libre ahora se venden sin receta para adultos con pérdida auditiva leve a moderada, a menudo por mucho menos que los audífonos con receta. Las escuelas de odontología y los centros de salud comunitarios suelen ofrecer atención de menor costo. La pérdida auditiva sin tratar puede parecer confusión, así que mencione la audición en cada revisión.',
    subtasks: [
      'Revisar qué cubre el plan actual',
      'Reservar un examen de la vista',
      'Organizar una prueba de audición',
      'Reservar una revisión y limpieza dental',
    ],
  },
  'get-memory-changes-checked': {
    title: 'Hacer revisar los cambios de memoria',
    description:
      'Pida a un médico que revise los cambios en la memoria, el razonamiento o el comportamiento. Algunas causas tienen tratamiento, y un diagnóstico temprano da tiempo a la familia para planear.',
    guidance:
      'Anote ejemplos de lo que ha notado y cuándo empezó, como cuentas sin pagar, perderse o repetir preguntas. Las infecciones, los efectos secundarios de medicamentos, la depresión, los problemas de tiroides o las vitaminas bajas pueden causar problemas de memoria, y un médico puede revisarlos. Medicare cubre una revisión de la memoria en la consulta anual de bienestar y una consulta para planear el cuidado después de un diagnóstico. El médico puede remitir a su familiar a un especialista, como un neurólogo o un geriatra. La línea de ayuda de la Alzheimer’s Association (1-800-272-3900) puede ayudarle a preparar la consulta.',
    subtasks: [
      'Anotar los cambios que ha notado',
      'Reservar una consulta con el médico de cabecera',
      'Llevar la lista completa de medicamentos',
      'Preguntar por exámenes y una remisión a un especialista',
      'Planear juntos los siguientes pasos después de un diagnóstico',
    ],
  },
  'ask-about-palliative-care': {
    title: 'Preguntar por los cuidados paliativos',
    description:
      'Averigüe si los cuidados paliativos podrían aliviar los síntomas y el estrés de una enfermedad grave. Se pueden recibir en cualquier etapa, junto con el tratamiento que busca la cura.',
    guidance:
      'Los equipos de cuidados paliativos se ocupan del dolor, la falta de aire, el cansancio, la preocupación y las decisiones difíciles, y también apoyan a la familia. No es lo mismo que el hospicio, y su familiar puede seguir con sus otros tratamientos. Pregunte al médico o al hospital si hay un equipo de cuidados paliativos, también en casa o en una clínica. La Parte B de Medicare y muchos otros planes cubren algunos servicios de cuidados paliativos, pero lo cubierto varía, así que pregunte por los costos. Lleve una lista de los síntomas que más molestan a su familiar.',
    subtasks: [
      'Anotar los síntomas que más molestan a su familiar',
      'Pedir al médico una remisión a cuidados paliativos',
      'Revisar qué cubre el seguro',
      'Conocer al equipo junto con su familiar',
    ],
  },
  'learn-about-hospice': {
    title: 'Saber cuándo puede ayudar el hospicio',
    description:
      'Entienda lo que ofrece el hospicio para que la familia pueda considerarlo a tiempo. Muchas familias dicen que les habría gustado empezar antes.',
    guidance:
      'Medicare cubre el hospicio cuando un médico certifica que es probable que a la persona le queden seis meses de vida o menos si la enfermedad sigue su curso habitual. La persona también elige cuidados para su comodidad en lugar del tratamiento para curar esa enfermedad. El hospicio suele llegar adonde viva su familiar e incluye visitas de enfermería, equipo, medicamentos para su comodidad y apoyo para la familia. Medicare por lo general no paga el alojamiento y la comida en un hogar de ancianos ni el cuidado en casa de día y de noche. Su familiar puede dejar el hospicio y volver al tratamiento en cualquier momento. Compare proveedores de hospicio en Care Compare y pregunte qué tan rápido responden de noche.',
    subtasks: [
      'Preguntar al médico si el hospicio es una opción',
      'Saber qué cubre Medicare y qué no',
      'Comparar dos o tres proveedores de hospicio',
      'Preguntar cómo ayudan de noche y los fines de semana',
    ],
  },
  'pack-hospital-go-bag': {
    title: 'Preparar una bolsa para el hospital',
    description:
      'Tenga lista una bolsa con los documentos y las cosas que su familiar necesita para una visita a la sala de emergencias. Ahorra tiempo y estrés cuando cada minuto cuenta.',
    guidance:
      'Incluya copias de las tarjetas del seguro, una identificación con foto, la lista de medicamentos, el resumen de salud y cualquier directiva anticipada o formulario POLST. Añada los lentes, los audífonos con pilas de repuesto, un cargador de teléfono, una muda de ropa y una lista de los teléfonos de la familia. Para una persona con pérdida de memoria, añada una nota sobre lo que le calma y cómo se comunica. Tenga la bolsa cerca de la puerta y diga a la familia y a los asistentes de cuidado en casa dónde está. Revísela cada pocos meses y actualice los documentos.',
    subtasks: [
      'Copiar las tarjetas, la identificación y la lista de medicamentos',
      'Añadir la directiva anticipada o el formulario POLST',
      'Empacar los lentes, los audífonos y un cargador',
      'Decir a la familia dónde está la bolsa',
      'Actualizar los documentos cada pocos meses',
    ],
  },
  'find-primary-doctor': {
    title: 'Encontrar un médico de cabecera que conozca a las personas mayores',
    description:
      'Asegúrese de que su familiar tenga un médico de cabecera que acepte su seguro y vea su salud en conjunto. Un médico que ve el panorama completo ayuda a evitar huecos y tratamientos que choquen entre sí.',
    guidance:
      'Los geriatras se especializan en personas mayores, pero hay pocos, así que un médico de familia o un internista con muchos pacientes mayores también puede ser una buena opción. Confirme que el médico acepte el plan de Medicare de su familiar y el monto aprobado por Medicare, lo que mantiene bajos los costos. Pregunte cómo atiende el consultorio las preguntas por teléfono, los mensajes del portal y las consultas urgentes. Pregunte si ofrece coordinación del cuidado o manejo de enfermedades crónicas para personas con varias enfermedades. Care Compare de Medicare le permite buscar médicos y clínicas cerca de usted.',
    subtasks: [
      'Buscar médicos que acepten el plan de su familiar',
      'Preguntar por su experiencia con pacientes mayores',
      'Ver cómo atiende el consultorio las preguntas urgentes',
      'Transferir los expedientes al nuevo médico',
    ],
  },
};
