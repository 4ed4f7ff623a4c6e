// Stripe's request parameters: form-encoded with brackets, as the SDK and curl send them
// (`metadata[order]=A1`, `line_items[0][price_data][unit_amount]=500`, `expand[]=payment_intent`),
// read into nested objects and arrays; and the checks every endpoint makes on them.
'use strict';
const { invalid } = require('./errors.cjs');

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses `a[b][0][c]=v&d[]=w` (a body or a query string) into `{ a: { b: [{ c: 'v' }] }, d: ['w'] }`. */
function parseForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`, key);
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (path.some((part) => UNSAFE.has(part))) throw invalid(`Invalid parameter name: ${key}`, key);
    let node = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[name] = value;
      else node = node[name] = typeof node[name] === 'object' ? node[name] : {};
    });
  }
  return arrays(root);
}

/** Objects whose keys are all indexes 0..n-1 become arrays (Stripe reads `a[0]` and `a[]` alike). */
function arrays(node) {
  if (typeof node !== 'object' || node === null) return node;
  for (const key of Object.keys(node)) node[key] = arrays(node[key]);
  const keys = Object.keys(node);
  const indexed =
    keys.length > 0 &&
    keys.every((key) => /^\d+$/.test(key)) &&
    keys
      .map(Number)
      .sort((a, b) => a - b)
      .every((n, i) => n === i);
  return indexed ? keys.sort((a, b) => a - b).map((key) => node[key]) : node;
}

/** Refuses a parameter the endpoint does not know, as Stripe does. */
function onlyKnown(params, known, prefix = '') {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) {
      const name = prefix ? `${prefix}[${key}]` : key;
      throw invalid(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
    }
  }
}

function integer(value, param, { min } = {}) {
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(String(value))) {
    throw invalid(`Invalid integer: ${value}`, param, 'parameter_invalid_integer');
  }
  const number = Number(value);
  if (min !== undefined && number < min) {
    throw invalid(`This value must be greater than or equal to ${min}.`, param);
  }
  return number;
}

function required(value, param) {
  if (value === undefined || value === '') {
    throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  }
  return value;
}

function oneOf(value, param, allowed) {
  if (value === undefined || value === '') return undefined;
  if (!allowed.includes(value)) {
    throw invalid(
      `Invalid ${param}: must be one of ${allowed.join(', ')}`,
      param,
      'parameter_invalid_string',
    );
  }
  return value;
}

function text(value, param) {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param);
  return value;
}

/** Metadata: up to 50 string keys of 40 characters, values of 500; '' unsets it. */
function metadata(value, param = 'metadata') {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('Invalid object', param, 'parameter_invalid_empty');
  }
  const keys = Object.keys(value);
  if (keys.length > 50) throw invalid('Metadata can have up to 50 keys.', param);
  for (const key of keys) {
    if (key.length > 40) throw invalid('Metadata keys can be up to 40 characters long.', param);
    if (String(value[key]).length > 500) {
      throw invalid('Metadata values can be up to 500 characters long.', `${param}[${key}]`);
    }
  }
  return { ...value };
}

/** `expand[]`: the paths to expand, each at most 4 levels deep. */
function expansions(params) {
  const list = params.expand === undefined ? [] : [].concat(params.expand);
  for (const path of list) {
    if (typeof path !== 'string' || path.split('.').length > 4) {
      throw invalid('You cannot expand more than 4 levels of a property.', 'expand');
    }
  }
  return list;
}

module.exports = {
  parseForm,
  onlyKnown,
  integer,
  required,
  oneOf,
  text,
  metadata,
  expansions,
};
