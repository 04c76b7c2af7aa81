import type { TLegalDocument } from './legal-document.ts';

/** The user agreement a person accepts when signing up (/register/userAgreement). */
export const userAgreement: TLegalDocument = {
  title: { en: 'Sunfleet user agreement', zh: 'Sunfleet 用户协议', es: 'Acuerdo de usuario de Sunfleet' },
  effective: '2025-01-20',
  sections: [
    {
      heading: { en: '1. The service', zh: '1. 服务内容', es: '1. El servicio' },
      body: {
        en: 'Sunfleet is an online portal to monitor and manage solar and energy-storage plants: plants, data loggers (gateways), inverters, meters, batteries and weather stations, their data, events and firmware. By creating an account you agree to this agreement and to our privacy policy.',
        zh: 'Sunfleet 是用于监控和管理光伏及储能电站的在线平台，涵盖电站、数据采集器（网关）、逆变器、电表、电池和气象站及其数据、事件和固件。创建账号即表示您同意本协议及我们的隐私政策。',
        es: 'Sunfleet es un portal en línea para supervisar y gestionar plantas solares y de almacenamiento: plantas, registradores de datos (pasarelas), inversores, contadores, baterías y estaciones meteorológicas, con sus datos, eventos y firmware. Al crear una cuenta acepta este acuerdo y nuestra política de privacidad.',
      },
    },
    {
      heading: { en: '2. Your account', zh: '2. 您的账号', es: '2. Su cuenta' },
      body: {
        en: 'You give a valid e-mail address and keep your password secret. You are responsible for what happens under your account and tell us at once if you believe it has been misused. One account belongs to one person; company staff accounts are managed by their company administrator.',
        zh: '您需提供有效的邮箱地址并妥善保管密码。您对账号下发生的一切行为负责，如发现账号被盗用请立即通知我们。一个账号仅供一人使用；企业员工账号由其企业管理员管理。',
        es: 'Usted facilita un correo electrónico válido y mantiene su contraseña en secreto. Es responsable de lo que ocurra con su cuenta y nos avisará de inmediato si cree que se ha usado indebidamente. Cada cuenta pertenece a una persona; las cuentas del personal las gestiona el administrador de su empresa.',
      },
    },
    {
      heading: {
        en: '3. Remote control of devices',
        zh: '3. 设备远程控制',
        es: '3. Control remoto de dispositivos',
      },
      body: {
        en: 'Sunfleet can send commands to devices: restart, parameter changes, firmware upgrades, power on and off, and demand-response dispatch. Such commands change how electrical equipment behaves. Only send them if you are authorised for the plant and qualified to judge the effect; follow the manufacturer’s instructions and local grid rules.',
        zh: 'Sunfleet 可以向设备发送指令：重启、参数修改、固件升级、开关机以及需求响应调度。这些指令会改变电气设备的运行方式。仅当您获得该电站授权且具备判断其影响的能力时才可发送，并须遵守制造商说明和当地电网规定。',
        es: 'Sunfleet puede enviar órdenes a los dispositivos: reinicio, cambios de parámetros, actualizaciones de firmware, encendido y apagado, y despacho de respuesta a la demanda. Estas órdenes cambian el comportamiento de equipos eléctricos. Envíelas solo si está autorizado para la planta y cualificado para valorar su efecto, siguiendo las instrucciones del fabricante y las normas de la red.',
      },
    },
    {
      heading: {
        en: '4. Sharing and transfer of plants',
        zh: '4. 电站分享与转移',
        es: '4. Compartir y transferir plantas',
      },
      body: {
        en: 'The creator of a plant may share it with other accounts as visitor or manager and may transfer it to another account, which then becomes its owner. You only share or transfer plants you are entitled to, and you may withdraw a share at any time.',
        zh: '电站创建者可以将电站以访客或管理员身份分享给其他账号，也可以将电站转移给其他账号，接收方随即成为所有者。您只能分享或转移您有权处置的电站，并可随时取消分享。',
        es: 'Quien crea una planta puede compartirla con otras cuentas como visitante o gestor y transferirla a otra cuenta, que pasa a ser su propietaria. Solo comparte o transfiere plantas sobre las que tiene derecho y puede retirar un acceso compartido en cualquier momento.',
      },
    },
    {
      heading: { en: '5. Acceptable use', zh: '5. 合理使用', es: '5. Uso aceptable' },
      body: {
        en: 'Do not try to reach data of other users, disturb the service, probe it for weaknesses without our written consent, or upload files that are not what they claim to be (for example firmware for the wrong device).',
        zh: '请勿试图访问其他用户的数据、干扰服务、未经书面同意探测系统漏洞，或上传与声明不符的文件（例如不适用于该设备的固件）。',
        es: 'No intente acceder a datos de otros usuarios, perturbar el servicio, buscar vulnerabilidades sin nuestro consentimiento por escrito ni subir archivos que no sean lo que dicen ser (por ejemplo, firmware para otro dispositivo).',
      },
    },
    {
      heading: { en: '6. Data and availability', zh: '6. 数据与可用性', es: '6. Datos y disponibilidad' },
      body: {
        en: 'Measurements come from your devices and may be delayed, incomplete or wrong when communication fails. Energy and income figures are estimates and are no substitute for certified meter readings or invoices. We aim for high availability but maintenance and faults can interrupt the service.',
        zh: '测量数据来自您的设备，在通信故障时可能延迟、不完整或有误。发电量和收益数据为估算值，不能替代经认证的电表读数或账单。我们力求高可用，但维护和故障可能导致服务中断。',
        es: 'Las mediciones proceden de sus dispositivos y pueden llegar con retraso, incompletas o erróneas si falla la comunicación. Las cifras de energía e ingresos son estimaciones y no sustituyen lecturas de contadores certificados ni facturas. Buscamos una alta disponibilidad, pero el mantenimiento y las averías pueden interrumpir el servicio.',
      },
    },
    {
      heading: { en: '7. Liability', zh: '7. 责任', es: '7. Responsabilidad' },
      body: {
        en: 'As far as the law allows, we are not liable for losses from lost generation, device settings you or your installer made, or interruptions outside our control. Nothing in this agreement limits liability that cannot be limited by law.',
        zh: '在法律允许的范围内，我们不对发电损失、您或您的安装商所做的设备设置或我们无法控制的中断所造成的损失承担责任。本协议不限制依法不可限制的责任。',
        es: 'En la medida en que la ley lo permita, no respondemos de pérdidas por generación perdida, por ajustes de dispositivos hechos por usted o su instalador ni por interrupciones ajenas a nuestro control. Nada en este acuerdo limita la responsabilidad que la ley no permite limitar.',
      },
    },
    {
      heading: { en: '8. Changes and ending', zh: '8. 变更与终止', es: '8. Cambios y terminación' },
      body: {
        en: 'We announce material changes to this agreement in the portal before they take effect. You may stop using Sunfleet and ask us to delete your account at any time; we may suspend accounts that break this agreement.',
        zh: '本协议如有重大变更，我们会在生效前于平台内公告。您可随时停止使用 Sunfleet 并要求删除账号；对于违反本协议的账号，我们可以暂停其使用。',
        es: 'Anunciaremos en el portal los cambios importantes de este acuerdo antes de que entren en vigor. Puede dejar de usar Sunfleet y pedir la eliminación de su cuenta en cualquier momento; podemos suspender las cuentas que incumplan este acuerdo.',
      },
    },
  ],
};
