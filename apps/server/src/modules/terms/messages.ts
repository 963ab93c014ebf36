import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  notFound: {
    es: 'No hay condiciones publicadas para este producto',
    en: 'No terms are published for this product',
    zh: '该产品尚未发布条款',
  },
  versionNotFound: { es: 'Esa versión de las condiciones no existe', en: 'That version of the terms does not exist', zh: '该条款版本不存在' },
  productUnknown: { es: 'El producto {product} no tiene condiciones', en: 'Product {product} has no terms', zh: '产品 {product} 没有条款' },
  itemUnknown: { es: 'El producto {product} no tiene el elemento {item}', en: 'Product {product} has no item {item}', zh: '产品 {product} 没有项目 {item}' },
  invalid: { es: 'Condiciones no válidas en {field}: {reason}', en: 'Invalid terms at {field}: {reason}', zh: '条款在 {field} 处无效：{reason}' },
  placeholder: {
    es: 'El texto ({locale}) nombra {field}, que las condiciones no tienen',
    en: 'The text ({locale}) names {field}, which the terms do not have',
    zh: '文本（{locale}）引用了条款中不存在的 {field}',
  },
  effectivePast: {
    es: 'La fecha de vigencia no puede estar en el pasado',
    en: 'The effective date cannot be in the past',
    zh: '生效时间不能早于当前时间',
  },
});
