// Everything the stand-in knows, in memory: Stripe objects by id (each with its `object` field),
// lists as Stripe pages them (newest first, `limit`, `starting_after`, `ending_before`, `created`
// ranges) and `expand[]` of the ids an object holds.
'use strict';
const crypto = require('node:crypto');
const { invalid, missing } = require('./errors.cjs');
const { integer } = require('./form.cjs');

/** The kind of object an id names, by Stripe's prefixes. */
const KINDS = {
  cs_test_: 'checkout.session',
  pi_: 'payment_intent',
  ch_: 'charge',
  pm_: 'payment_method',
  re_: 'refund',
  dp_: 'dispute',
  evt_: 'event',
};

function newId(prefix) {
  return `${prefix}${crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function createStore() {
  const objects = new Map();
  let sequence = 0;

  function kindOf(id) {
    const prefix = Object.keys(KINDS).find((p) => typeof id === 'string' && id.startsWith(p));
    return prefix && KINDS[prefix];
  }

  return {
    newId,
    /** Keeps `object` (its id is fresh); the order of insertion breaks ties in `created`. */
    add(object) {
      Object.defineProperty(object, '_seq', { value: ++sequence, enumerable: false });
      objects.set(object.id, object);
      return object;
    },
    get(id, kind) {
      const object = objects.get(id);
      return object && (!kind || object.object === kind) ? object : undefined;
    },
    /** The object, or Stripe's 404 naming it. */
    find(id, kind) {
      const object = this.get(id, kind);
      if (!object) throw missing(kind, id);
      return object;
    },
    all(kind) {
      return [...objects.values()].filter((object) => object.object === kind);
    },

    /** A list object of `kind` passing `filter`, paged as the query asks. */
    list(kind, query, url, filter = () => true) {
      const limit = integer(query.limit, 'limit') ?? 10;
      if (limit < 1 || limit > 100) {
        throw invalid('This value must be between 1 and 100.', 'limit');
      }
      let items = this.all(kind)
        .filter((object) => createdMatches(object.created, query.created) && filter(object))
        .sort((a, b) => b.created - a.created || b._seq - a._seq);
      if (query.starting_after) {
        const index = items.findIndex((object) => object.id === query.starting_after);
        if (index < 0) throw missing(kind, query.starting_after, 'starting_after');
        items = items.slice(index + 1);
      } else if (query.ending_before) {
        const index = items.findIndex((object) => object.id === query.ending_before);
        if (index < 0) throw missing(kind, query.ending_before, 'ending_before');
        items = items.slice(Math.max(0, index - limit), index);
        return { object: 'list', data: items, has_more: index - limit > 0, url };
      }
      return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url };
    },

    /**
     * A deep copy of `object` (a Stripe object or a list) with each `expand[]` path's id replaced by
     * the object it names: `payment_intent`, `payment_intent.latest_charge`, `data.charge`.
     */
    expand(object, paths) {
      const copy = JSON.parse(JSON.stringify(object));
      for (const path of paths) expandPath(copy, path.split('.'), path);
      return copy;
    },
  };

  function expandPath(node, [field, ...rest], whole) {
    if (node === null || node === undefined) return;
    if (node.object === 'list' && field === 'data') {
      for (const item of node.data) expandPath(item, rest, whole);
      return;
    }
    if (!(field in node) || (typeof node[field] !== 'string' && typeof node[field] !== 'object')) {
      throw invalid(`This property cannot be expanded (${field}).`, 'expand');
    }
    if (typeof node[field] === 'string') {
      const target = objects.get(node[field]);
      if (!target || !kindOf(node[field])) {
        throw invalid(`This property cannot be expanded (${field}).`, 'expand');
      }
      node[field] = JSON.parse(JSON.stringify(target));
    }
    if (rest.length > 0) expandPath(node[field], rest, whole);
  }
}

/** Stripe's `created` filter: a timestamp, or `created[gt|gte|lt|lte]`. */
function createdMatches(created, filter) {
  if (filter === undefined) return true;
  if (typeof filter !== 'object') return created === integer(filter, 'created');
  const bound = (name) => integer(filter[name], `created[${name}]`);
  const [gt, gte, lt, lte] = ['gt', 'gte', 'lt', 'lte'].map(bound);
  return (
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte)
  );
}

module.exports = { createStore, newId };
