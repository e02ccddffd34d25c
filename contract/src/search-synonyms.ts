// The shop's search synonyms (docs/decisions/0020-search.md): each line is one set of words a shopper
// may use for the same thing; a search for any of them finds products that name any other. Written in
// lower case, words as a shopper types them (hyphens and spaces alike). Staff may extend the list.
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['vitamin c', 'vit c', 'ascorbic acid', 'ascorbyl glucoside', 'ethyl ascorbic acid'],
  ['niacinamide', 'nicotinamide', 'vitamin b3', 'vit b3'],
  ['panthenol', 'vitamin b5', 'vit b5', 'pro vitamin b5'],
  ['vitamin e', 'vit e', 'tocopherol'],
  ['retinol', 'retinoid', 'retinal', 'retinaldehyde'],
  ['hyaluronic acid', 'hyaluronic', 'sodium hyaluronate'],
  ['salicylic acid', 'salicylic', 'bha'],
  ['glycolic acid', 'glycolic', 'lactic acid', 'aha'],
  ['sunscreen', 'sunscreens', 'spf', 'sunblock', 'sun block', 'sun screen', 'sun protection'],
  ['acne', 'pimple', 'pimples', 'breakout', 'breakouts', 'blemish', 'blemishes', 'zits'],
  ['pigmentation', 'hyperpigmentation', 'dark spots', 'dark spot', 'spots', 'melasma', 'uneven tone'],
  ['tan', 'tanning', 'de tan', 'detan', 'sun tan'],
  ['ageing', 'aging', 'anti ageing', 'anti aging', 'wrinkles', 'fine lines', 'firming'],
  ['pores', 'open pores', 'large pores', 'pore'],
  ['oily skin', 'oily', 'oil control', 'sebum'],
  ['dry skin', 'dryness', 'dehydrated', 'flaky'],
  ['sensitive skin', 'sensitive', 'redness', 'irritation'],
  ['moisturiser', 'moisturisers', 'moisturizer', 'moisturizers', 'moisturising', 'moisturizing'],
  ['cleanser', 'cleansers', 'face wash', 'facewash'],
  ['toner', 'toners', 'face mist', 'mist'],
  ['cica', 'centella', 'centella asiatica'],
  ['exfoliant', 'exfoliating', 'exfoliator', 'peeling', 'peel'],
  ['ceramide', 'ceramides', 'barrier repair'],
];
