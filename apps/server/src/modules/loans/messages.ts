import { defineTexts } from '../../i18n/text.ts';
import { defineLineTitles, defineRefLabels } from '../../ledger/line-titles.ts';

/** The statement names these ledger lines as themselves (not the generic "IVA on commission"). */
defineLineTitles({
  loan: { es: 'Préstamo', en: 'Loan', zh: '贷款' },
  late_charge: { es: 'Intereses moratorios', en: 'Late charge (default interest)', zh: '逾期罚息' },
  iva_interest: { es: 'IVA sobre intereses', en: 'IVA on interest', zh: '利息增值税' },
});

/** A loan's statement lines name the loan and, for a repayment, its number (issue 34 item 19). */
defineRefLabels({
  'loan-disburse': { es: 'Préstamo n.º {id}', en: 'Loan #{id}', zh: '贷款 #{id}' },
  'loan-repay': { es: 'Préstamo n.º {id}, pago {n}', en: 'Loan #{id}, payment {n}', zh: '贷款 #{id}，第 {n} 笔还款' },
});

/** Refusals of the loans calls. */
export const t = defineTexts({
  amountOutOfRange: {
    es: 'El monto debe estar entre MXN {min} y MXN {max}',
    en: 'The amount must be between MXN {min} and MXN {max}',
    zh: '金额须在 MXN {min} 至 MXN {max} 之间',
  },
  termNotOffered: { es: 'Plazos disponibles: {terms} meses', en: 'Terms offered: {terms} months', zh: '可选期限：{terms} 个月' },
  termsChanged: {
    es: 'Las condiciones cambiaron (versión {current}); revisa la nueva oferta antes de solicitar',
    en: 'The terms changed (version {current}); read the new offer before applying',
    zh: '条款已更新（版本 {current}），请先查看新的报价再申请',
  },
  openExists: {
    es: 'Ya tienes un crédito en revisión o en uso; liquídalo antes de solicitar otro',
    en: 'You already have a loan in review or in use; repay it before applying for another',
    zh: '您已有审核中或使用中的贷款，请先还清再申请',
  },
  notFound: { es: 'No existe ese crédito', en: 'There is no such loan', zh: '没有该贷款' },
  badState: {
    es: 'El crédito está {status}; esta operación no es posible',
    en: 'The loan is {status}; this is not possible',
    zh: '该贷款状态为 {status}，无法执行此操作',
  },
  partAmount: {
    es: 'Para un pago parcial indica un monto mayor a MXN {min} (lo exigible hoy más intereses a la fecha) y hasta MXN {max} (liquidación total)',
    en: 'For a part payment give an amount above MXN {min} (due today plus interest to date) and up to MXN {max} (full payoff)',
    zh: '部分还款金额须大于 MXN {min}（今日应还加至今利息），且不超过 MXN {max}（全部结清）',
  },
  nothingDue: {
    es: 'No hay nada exigible antes del {date}; puedes adelantar cualquier monto sin penalización',
    en: 'Nothing is due before {date}; you can prepay any amount without penalty',
    zh: '{date} 之前没有应还款项；您可以随时提前还款，无罚金',
  },
  sameReviewer: {
    es: 'La segunda aprobación debe hacerla otro operador',
    en: 'The second approval must be made by another operator',
    zh: '第二次审批须由另一名操作员完成',
  },
  approverNeeded: {
    es: 'Montos mayores a MXN {threshold} requieren la aprobación de un aprobador de dinero',
    en: 'Amounts above MXN {threshold} need a money approver to approve',
    zh: '金额超过 MXN {threshold} 需由资金审批员批准',
  },
});

/** Texts shown with the offer. */
export const offerTexts = defineTexts({
  cat: {
    es: 'CAT {cat} % sin IVA. Para fines informativos y de comparación.',
    en: 'CAT {cat} % without IVA. For information and comparison.',
    zh: 'CAT（年度总成本）{cat}%，不含 IVA，仅供参考和比较。',
  },
  prepayment: {
    es: 'Puedes pagar por adelantado en cualquier momento sin penalización: el pago se aplica al capital y eliges menos pagos o pagos menores. Solo pagas intereses por los días transcurridos.',
    en: 'You may prepay at any time without penalty: the payment goes to principal and you choose fewer or smaller payments. You only pay interest for the days elapsed.',
    zh: '您可随时提前还款，无罚金：还款冲抵本金，可选择减少期数或降低每期金额。只需支付已过天数的利息。',
  },
});

/** Notices to the borrower. */
export const notices = defineTexts({
  appliedTitle: { es: 'Solicitud de crédito recibida', en: 'Loan application received', zh: '已收到贷款申请' },
  appliedBody: {
    es: 'Tu solicitud de MXN {amount} a {months} meses está en revisión.',
    en: 'Your application for MXN {amount} over {months} months is in review.',
    zh: '您申请的 MXN {amount}（{months} 个月）正在审核中。',
  },
  passedTitle: { es: 'Crédito aprobado y depositado', en: 'Loan approved and paid out', zh: '贷款已批准并放款' },
  passedBody: {
    es: 'Depositamos MXN {amount} en tu cuenta de fondeo. Primer pago de MXN {payment} el {date}.',
    en: 'We paid MXN {amount} into your funding account. First payment of MXN {payment} on {date}.',
    zh: 'MXN {amount} 已存入您的资金账户。首期还款 MXN {payment}，日期 {date}。',
  },
  rejectedTitle: { es: 'Solicitud de crédito rechazada', en: 'Loan application rejected', zh: '贷款申请被拒绝' },
  rejectedBody: { es: 'Motivo: {reason}', en: 'Reason: {reason}', zh: '原因：{reason}' },
  repaidTitle: { es: 'Pago de crédito aplicado', en: 'Loan payment applied', zh: '贷款还款已入账' },
  repaidBody: {
    es: 'Aplicamos MXN {amount} (capital {principal}, intereses {interest}, IVA {iva}, moratorios {late}). Saldo: MXN {outstanding}.',
    en: 'We applied MXN {amount} (principal {principal}, interest {interest}, IVA {iva}, late charge {late}). Balance: MXN {outstanding}.',
    zh: '已入账 MXN {amount}（本金 {principal}，利息 {interest}，IVA {iva}，罚息 {late}）。余额：MXN {outstanding}。',
  },
  reminderTitle: { es: 'Tu pago de crédito se acerca', en: 'Your loan payment is coming up', zh: '贷款还款日临近' },
  reminderBody: {
    es: 'El {date} vence tu pago {n} de MXN {payment}.',
    en: 'Payment {n} of MXN {payment} is due on {date}.',
    zh: '第 {n} 期还款 MXN {payment} 将于 {date} 到期。',
  },
  dueTitle: { es: 'Hoy vence tu pago de crédito', en: 'Your loan payment is due today', zh: '今日为贷款还款日' },
  lateTitle: { es: 'Pago de crédito vencido', en: 'Loan payment overdue', zh: '贷款还款已逾期' },
  lateBody: {
    es: 'Tu pago {n} de MXN {payment} venció el {date}. Se cobran intereses moratorios a {rate} anual sobre el capital vencido, más IVA.',
    en: 'Payment {n} of MXN {payment} was due on {date}. Default interest of {rate} a year on the overdue principal applies, plus IVA.',
    zh: '第 {n} 期还款 MXN {payment} 已于 {date} 到期。逾期本金按年 {rate} 计收罚息，另加 IVA。',
  },
});
