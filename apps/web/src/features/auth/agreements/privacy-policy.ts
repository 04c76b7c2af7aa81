import type { TLegalDocument } from './legal-document.ts';

/** The privacy policy (/agreement in the reader's language, /agreementen in English). */
export const privacyPolicy: TLegalDocument = {
  title: { en: 'Sunfleet privacy policy', zh: 'Sunfleet 隐私政策', es: 'Política de privacidad de Sunfleet' },
  effective: '2025-01-20',
  sections: [
    {
      heading: { en: '1. What we collect', zh: '1. 我们收集的信息', es: '1. Qué recogemos' },
      body: {
        en: 'Account data (e-mail or phone number, nickname, avatar, language and display preferences, a hash of your password), plant data you enter (name, location, capacity, prices, contacts, pictures), and measurements and events your devices send.',
        zh: '账号数据（邮箱或手机号、昵称、头像、语言和显示偏好、密码的哈希值）、您录入的电站数据（名称、位置、容量、电价、联系人、图片），以及您的设备上报的测量数据和事件。',
        es: 'Datos de la cuenta (correo o teléfono, apodo, avatar, idioma y preferencias de visualización, un hash de su contraseña), datos de plantas que introduce (nombre, ubicación, capacidad, precios, contactos, imágenes) y mediciones y eventos que envían sus dispositivos.',
      },
    },
    {
      heading: { en: '2. Why we use it', zh: '2. 使用目的', es: '2. Para qué lo usamos' },
      body: {
        en: 'To run the portal: show your plants and devices, compute energy and income, raise alarms, carry out the remote actions you ask for, send verification codes, and keep the service secure. We do not sell personal data and do not use it for advertising.',
        zh: '用于运营平台：展示您的电站和设备、计算发电量和收益、发出告警、执行您请求的远程操作、发送验证码以及保障服务安全。我们不出售个人数据，也不将其用于广告。',
        es: 'Para prestar el servicio: mostrar sus plantas y dispositivos, calcular energía e ingresos, generar alarmas, ejecutar las acciones remotas que solicite, enviar códigos de verificación y mantener el servicio seguro. No vendemos datos personales ni los usamos para publicidad.',
      },
    },
    {
      heading: { en: '3. Who can see it', zh: '3. 谁可以查看', es: '3. Quién puede verlo' },
      body: {
        en: 'You; the people you share a plant with; the installer company you are a customer of and its staff, as far as their role allows; and our administrators when they support you. Service providers that host the portal process data only on our instructions.',
        zh: '您本人；您分享电站的对象；您所属的安装商企业及其员工（在其角色权限范围内）；以及为您提供支持的平台管理员。托管平台的服务商仅按我们的指示处理数据。',
        es: 'Usted; las personas con quienes comparte una planta; la empresa instaladora de la que es cliente y su personal, según lo que permita su rol; y nuestros administradores cuando le prestan soporte. Los proveedores que alojan el portal tratan los datos solo según nuestras instrucciones.',
      },
    },
    {
      heading: { en: '4. Location', zh: '4. 位置信息', es: '4. Ubicación' },
      body: {
        en: 'A plant’s coordinates are used for its map position, time zone, sun position and weather. They are shown only to people who may see the plant.',
        zh: '电站坐标用于地图定位、时区、太阳位置和天气，仅向有权查看该电站的人员展示。',
        es: 'Las coordenadas de una planta se usan para su posición en el mapa, la zona horaria, la posición del sol y el tiempo. Solo las ven quienes pueden ver la planta.',
      },
    },
    {
      heading: { en: '5. How long we keep it', zh: '5. 保存期限', es: '5. Cuánto tiempo lo guardamos' },
      body: {
        en: 'Account data is kept while the account exists. Measurements are kept in full detail for a limited time and as hourly, daily and monthly totals for the life of the plant. Deleted accounts are removed within 30 days, except where law requires longer keeping.',
        zh: '账号数据在账号存续期间保存。测量数据的明细保存有限时间，按小时、日、月汇总的数据在电站存续期间保存。已删除的账号在 30 天内清除，法律另有要求的除外。',
        es: 'Los datos de la cuenta se conservan mientras exista la cuenta. Las mediciones se guardan en detalle durante un tiempo limitado y como totales horarios, diarios y mensuales durante la vida de la planta. Las cuentas eliminadas se borran en 30 días, salvo que la ley exija conservarlas más.',
      },
    },
    {
      heading: { en: '6. Security', zh: '6. 安全', es: '6. Seguridad' },
      body: {
        en: 'Connections are encrypted, passwords are stored only as salted hashes, access tokens expire quickly, and every request is checked against your permissions.',
        zh: '连接经过加密，密码仅以加盐哈希存储，访问令牌很快过期，每个请求都会校验您的权限。',
        es: 'Las conexiones van cifradas, las contraseñas se guardan solo como hashes con sal, los tokens de acceso caducan pronto y cada petición se comprueba contra sus permisos.',
      },
    },
    {
      heading: { en: '7. Your rights', zh: '7. 您的权利', es: '7. Sus derechos' },
      body: {
        en: 'You can see and correct your profile in personal settings, and ask us for a copy of your data, its correction or its deletion. You can object to processing or complain to your data-protection authority.',
        zh: '您可以在个人设置中查看和修改个人资料，也可以要求我们提供、更正或删除您的数据。您可以反对数据处理或向数据保护机构投诉。',
        es: 'Puede ver y corregir su perfil en los ajustes personales y pedirnos una copia de sus datos, su corrección o su eliminación. Puede oponerse al tratamiento o reclamar ante su autoridad de protección de datos.',
      },
    },
    {
      heading: { en: '8. Browser storage', zh: '8. 浏览器存储', es: '8. Almacenamiento del navegador' },
      body: {
        en: 'The portal keeps your sign-in tokens and display choices (language, theme) in your browser’s local storage. Signing out removes the tokens. We use no third-party tracking.',
        zh: '平台会在浏览器本地存储中保存您的登录令牌和显示选项（语言、主题）。退出登录会删除令牌。我们不使用第三方跟踪。',
        es: 'El portal guarda sus tokens de sesión y preferencias (idioma, tema) en el almacenamiento local del navegador. Al cerrar sesión se eliminan los tokens. No usamos seguimiento de terceros.',
      },
    },
  ],
};
