import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  rolesRequired: {
    es: 'Indica al menos un rol: admin, kyc_reviewer, money_reviewer o money_approver',
    en: 'Give at least one role: admin, kyc_reviewer, money_reviewer or money_approver',
    zh: '请至少指定一个角色：admin、kyc_reviewer、money_reviewer 或 money_approver',
  },
  operatorTaken: { es: 'Ese operador ya existe', en: 'That operator already exists', zh: '该操作员已存在' },
  userNotFound: { es: 'Usuario no encontrado', en: 'User not found', zh: '用户不存在' },
  submissionNotFound: { es: 'La solicitud no existe', en: 'The submission does not exist', zh: '该申请不存在' },
});
