import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  userNotFound: { es: 'Usuario no encontrado', en: 'User not found', zh: '用户不存在' },
  nothingToReveal: { es: 'Ese dato no existe en este registro', en: 'That record has no such data', zh: '该记录没有此项数据' },
  needsSecondApprover: {
    es: 'Un retiro grande necesita dos operadores: apruébalo uno por uno',
    en: 'A large withdrawal needs two operators: approve it on its own',
    zh: '大额提现需要两名操作员：请单独审批',
  },
  reconciliationNeverRun: {
    es: 'Aún no se ha conciliado el libro mayor: pide una conciliación',
    en: 'The ledger has not been reconciled yet: ask for a reconciliation',
    zh: '账本尚未对账：请发起一次对账',
  },
});
