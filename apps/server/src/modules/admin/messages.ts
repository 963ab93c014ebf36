import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  adminOnly: {
    es: 'Solo un operador con rol admin puede hacer esto',
    en: 'Only an operator with the admin role can do this',
    zh: '仅管理员角色的操作员可执行此操作',
  },
  operatorTaken: { es: 'Ese operador ya existe', en: 'That operator already exists', zh: '该操作员已存在' },
  userNotFound: { es: 'Usuario no encontrado', en: 'User not found', zh: '用户不存在' },
  submissionNotFound: { es: 'La solicitud no existe', en: 'The submission does not exist', zh: '该申请不存在' },
});
