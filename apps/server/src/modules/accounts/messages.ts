import { defineTexts } from '../../i18n/text.ts';

/** Every message of the accounts area, in Spanish, English and Simplified Chinese. */
export const t = defineTexts({
  usernameFormat: {
    es: 'El usuario debe tener de 4 a 20 caracteres: letras, números, _ o -',
    en: 'The username must be 4-20 characters: letters, digits, _ or -',
    zh: '用户名须为 4-20 位字母、数字、_ 或 -',
  },
  passwordFormat: {
    es: 'La contraseña debe tener de 8 a 20 caracteres: letras, números o !@#$%^&*-_™€<>+=',
    en: 'The password must be 8-20 characters: letters, digits or !@#$%^&*-_™€<>+=',
    zh: '密码须为 8-20 位字母、数字或 !@#$%^&*-_™€<>+=',
  },
  corporateUserIdFormat: {
    es: 'El ID de usuario corporativo debe tener de 3 a 15 letras y números',
    en: 'The corporate user ID must be 3-15 letters and digits',
    zh: '企业用户 ID 须为 3-15 位字母和数字',
  },
  corporatePasswordFormat: {
    es: 'La contraseña corporativa debe tener de 8 a 20 letras y números',
    en: 'The corporate password must be 8-20 letters and digits',
    zh: '企业密码须为 8-20 位字母和数字',
  },
  emailFormat: {
    es: 'Introduce un correo electrónico válido',
    en: 'Enter a valid email address',
    zh: '请输入有效的邮箱地址',
  },
  passwordsDoNotMatch: {
    es: 'Las dos contraseñas no coinciden',
    en: 'The two passwords do not match',
    zh: '两次输入的密码不一致',
  },
  agreementRequired: {
    es: 'Primero debes aceptar el acuerdo de usuario',
    en: 'Please accept the user agreement first',
    zh: '请先同意用户协议',
  },
  usernameTaken: { es: 'Ese nombre de usuario ya está en uso', en: 'That username is already taken', zh: '该用户名已被使用' },
  emailTaken: {
    es: 'Ese correo ya tiene una cuenta; inicia sesión o restablece la contraseña',
    en: 'That email already has an account; log in or reset the password',
    zh: '该邮箱已注册，请登录或重置密码',
  },
  invitationUnknown: { es: 'El código de invitación no existe', en: 'The invitation code does not exist', zh: '邀请码不存在' },
  fieldRequiredNamed: { es: 'Completa el campo «{field}»', en: 'Please fill in "{field}"', zh: '请填写“{field}”' },
  fieldTooLongNamed: {
    es: 'El campo «{field}» admite como máximo {max} caracteres',
    en: 'The field "{field}" allows at most {max} characters',
    zh: '“{field}”最多 {max} 个字符',
  },
  phoneFormat: {
    es: 'El teléfono debe tener de 7 a 20 dígitos (se admiten +, -, espacios y paréntesis)',
    en: 'The phone must have 7-20 digits (+, -, spaces and parentheses allowed)',
    zh: '电话须为 7-20 位数字（可含 +、-、空格和括号）',
  },
  // Email codes
  codeFormat: { es: 'El código de verificación tiene 6 dígitos', en: 'The verification code has 6 digits', zh: '验证码为 6 位数字' },
  codeNotRequested: {
    es: 'Primero solicita un código de verificación',
    en: 'Request a verification code first',
    zh: '请先获取验证码',
  },
  codeWrong: {
    es: 'El código de verificación es incorrecto; te quedan {left} intentos',
    en: 'The verification code is wrong; {left} tries left',
    zh: '验证码错误，还可尝试 {left} 次',
  },
  codeExpired: {
    es: 'El código de verificación expiró; solicita uno nuevo',
    en: 'The verification code has expired; request a new one',
    zh: '验证码已过期，请重新获取',
  },
  codeUsed: {
    es: 'El código de verificación ya se usó; solicita uno nuevo',
    en: 'The verification code was already used; request a new one',
    zh: '验证码已使用，请重新获取',
  },
  codeTooManyTries: {
    es: 'Demasiados intentos con este código; solicita uno nuevo',
    en: 'Too many wrong tries with this code; request a new one',
    zh: '验证码错误次数过多，请重新获取',
  },
  codeCooldown: {
    es: 'Espera {seconds} segundos antes de pedir otro código',
    en: 'Wait {seconds} seconds before asking for another code',
    zh: '请等待 {seconds} 秒后再获取验证码',
  },
  codeHourlyLimit: {
    es: 'Se enviaron demasiados códigos a este correo; inténtalo dentro de una hora',
    en: 'Too many codes were sent to this address; try again in an hour',
    zh: '该邮箱获取验证码次数过多，请一小时后再试',
  },
  codeMailSubject: { es: 'Tu código de verificación: {code}', en: 'Your verification code: {code}', zh: '您的验证码：{code}' },
  codeMailBody: {
    es: 'Tu código de verificación es {code}. Vence en 10 minutos y solo se puede usar una vez. Si no lo pediste, ignora este correo.',
    en: 'Your verification code is {code}. It expires in 10 minutes and works once. If you did not ask for it, ignore this email.',
    zh: '您的验证码是 {code}，10 分钟内有效，仅可使用一次。如非本人操作，请忽略此邮件。',
  },
  // Login and secrets
  loginFailed: {
    es: 'Usuario o contraseña incorrectos; te quedan {left} intentos',
    en: 'Wrong username or password; {left} tries left',
    zh: '用户名或密码错误，还可尝试 {left} 次',
  },
  loginLocked: {
    es: 'Demasiadas contraseñas incorrectas; el acceso está bloqueado {minutes} minutos',
    en: 'Too many wrong passwords; login is locked for {minutes} minutes',
    zh: '密码错误次数过多，登录已锁定 {minutes} 分钟',
  },
  oldPasswordWrong: {
    es: 'La contraseña actual es incorrecta; te quedan {left} intentos',
    en: 'The current password is wrong; {left} tries left',
    zh: '当前密码错误，还可尝试 {left} 次',
  },
  payPasswordFormat: {
    es: 'La contraseña de transacción debe tener exactamente 6 dígitos',
    en: 'The transaction password must be exactly 6 digits',
    zh: '交易密码须为 6 位数字',
  },
  payPasswordsDoNotMatch: {
    es: 'Las dos contraseñas de transacción no coinciden',
    en: 'The two transaction passwords do not match',
    zh: '两次输入的交易密码不一致',
  },
  payPasswordNotSet: {
    es: 'Primero configura tu contraseña de transacción',
    en: 'Set your transaction password first',
    zh: '请先设置交易密码',
  },
  payPasswordAlreadySet: {
    es: 'Ya tienes una contraseña de transacción; para cambiarla indica la actual',
    en: 'You already have a transaction password; give the current one to change it',
    zh: '您已设置交易密码，修改时请输入原交易密码',
  },
  payPasswordWrong: {
    es: 'La contraseña de transacción es incorrecta; te quedan {left} intentos',
    en: 'The transaction password is wrong; {left} tries left',
    zh: '交易密码错误，还可尝试 {left} 次',
  },
  payPasswordLocked: {
    es: 'Demasiados intentos fallidos; la contraseña de transacción está bloqueada {minutes} minutos',
    en: 'Too many wrong tries; the transaction password is locked for {minutes} minutes',
    zh: '错误次数过多，交易密码已锁定 {minutes} 分钟',
  },
  payPasswordThrottled: {
    es: 'Demasiados intentos con la contraseña de transacción; espera {seconds} segundos',
    en: 'Too many transaction password tries; wait {seconds} seconds',
    zh: '交易密码尝试次数过多，请等待 {seconds} 秒',
  },
  loginThrottled: {
    es: 'Demasiados intentos de inicio de sesión fallidos desde tu red; espera {seconds} segundos',
    en: 'Too many failed sign-ins from your network; wait {seconds} seconds',
    zh: '您的网络登录失败次数过多，请等待 {seconds} 秒',
  },
  payPasswordSameAsOld: {
    es: 'La nueva contraseña de transacción debe ser distinta de la actual',
    en: 'The new transaction password must differ from the current one',
    zh: '新交易密码不能与原交易密码相同',
  },
  passwordSameAsOld: {
    es: 'La nueva contraseña debe ser distinta de la actual',
    en: 'The new password must differ from the current one',
    zh: '新密码不能与原密码相同',
  },
  notYourUser: { es: 'Usuario no encontrado', en: 'User not found', zh: '用户不存在' },
  // KYC
  kycRequired: {
    es: 'Primero verifica tu identidad (KYC)',
    en: 'Verify your identity first (KYC)',
    zh: '请先完成身份认证（KYC）',
  },
  kycPendingRequired: {
    es: 'Tu verificación de identidad está en revisión (hasta 24 horas); podrás operar cuando se apruebe',
    en: 'Your identity verification is under review (up to 24 hours); you can continue once it is approved',
    zh: '您的身份认证正在审核中（最长 24 小时），通过后即可继续',
  },
  kycPending: {
    es: 'Ya enviaste tu verificación; está en revisión (hasta 24 horas)',
    en: 'Your verification is already under review (up to 24 hours)',
    zh: '您的认证已提交，正在审核中（最长 24 小时）',
  },
  kycAlreadyVerified: { es: 'Tu identidad ya está verificada', en: 'Your identity is already verified', zh: '您的身份已认证' },
  kycIndividualOnly: {
    es: 'Las cuentas de empresa se verifican con los datos corporativos y la licencia',
    en: 'Company accounts verify with the corporate data and the license',
    zh: '企业账户请使用企业资料和营业执照认证',
  },
  kycCompanyOnly: {
    es: 'Solo las cuentas de empresa envían datos corporativos',
    en: 'Only company accounts submit corporate data',
    zh: '仅企业账户可提交企业资料',
  },
  countryUnknown: { es: 'Elige un país de la lista', en: 'Choose a country from the list', zh: '请从列表中选择国家' },
  curpOrRfc: {
    es: 'Para México, el número debe ser una CURP (18 caracteres) o un RFC (13) válidos',
    en: 'For Mexico the number must be a valid CURP (18 characters) or RFC (13)',
    zh: '墨西哥证件号须为有效的 CURP（18 位）或 RFC（13 位）',
  },
  documentNumberFormat: {
    es: 'El número de documento debe tener de 5 a 20 letras y números',
    en: 'The document number must be 5-20 letters and digits',
    zh: '证件号须为 5-20 位字母和数字',
  },
  uploadRequired: {
    es: 'Primero sube tus credenciales ({field})',
    en: 'Please upload your credentials first ({field})',
    zh: '请先上传证件（{field}）',
  },
  kycApprovedTitle: { es: 'Identidad verificada', en: 'Identity verified', zh: '身份认证已通过' },
  kycApprovedBody: {
    es: 'Tu verificación de identidad fue aprobada. Ya puedes operar, retirar y suscribir productos.',
    en: 'Your identity verification was approved. You can now trade, withdraw and subscribe to products.',
    zh: '您的身份认证已通过，现在可以交易、提现和认购产品。',
  },
  kycRejectedTitle: { es: 'Verificación rechazada', en: 'Verification rejected', zh: '身份认证未通过' },
  kycRejectedBody: {
    es: 'Tu verificación de identidad fue rechazada: {reason}. Corrige los datos y vuelve a enviarla.',
    en: 'Your identity verification was rejected: {reason}. Correct the data and submit it again.',
    zh: '您的身份认证未通过：{reason}。请修改资料后重新提交。',
  },
  kycNotPending: {
    es: 'Esta solicitud ya fue revisada',
    en: 'This submission was already reviewed',
    zh: '该申请已审核',
  },
});

/** Field names as users read them, for the "fill in" and "too long" messages. */
export const fieldNames = defineTexts({
  fullName: { es: 'nombre completo', en: 'full name', zh: '企业全称' },
  licenseNumber: { es: 'número de licencia', en: 'license number', zh: '执照号码' },
  officeAddress: { es: 'domicilio de la oficina', en: 'office address', zh: '办公地址' },
  bankAccount: { es: 'cuenta bancaria', en: 'bank account', zh: '银行账户' },
  registrationPlace: { es: 'lugar de registro', en: 'registration place', zh: '注册地' },
  officerInfo: { es: 'representante legal', en: 'officer info', zh: '法人信息' },
  phone: { es: 'teléfono', en: 'phone', zh: '电话' },
  firstName: { es: 'nombre', en: 'first name', zh: '名' },
  lastName: { es: 'apellidos', en: 'last name', zh: '姓' },
  documentNumber: { es: 'número de documento', en: 'document number', zh: '证件号' },
  frontImage: { es: 'imagen frontal', en: 'front image', zh: '证件正面' },
  backImage: { es: 'imagen del reverso', en: 'back image', zh: '证件反面' },
  licenseImage: { es: 'imagen de la licencia', en: 'license image', zh: '营业执照' },
});
