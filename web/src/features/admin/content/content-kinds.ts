// The content lists of the home page and footer as the console edits them: where each is read, its
// id field, the fields of its form, and how an item is named in the list.
import { SHOP_TERM_PLACEHOLDERS, type ContentKind } from '@prime/contract';

/** Charges and the return window are written as placeholders the shop fills from the settings. */
const TERMS_HINT = `Write charges and the return window as ${Object.keys(SHOP_TERM_PLACEHOLDERS)
  .map((name) => `{${name}}`)
  .join(', ')}: the shop fills them in from the settings.`;

export type ContentFieldType = 'text' | 'textarea' | 'image' | 'link' | 'active';

export interface ContentField {
  name: string;
  label: string;
  type: ContentFieldType;
  hint?: string;
}

export interface ContentKindConfig {
  kind: ContentKind;
  /** The tab's and the screen's name. */
  title: string;
  /** One item, in the words of buttons ("Add a banner", "Add an offer": `addLabel`). */
  noun: string;
  /**
   * For a list whose public call leaves items out: that call, and the note an item it leaves out
   * carries. The console still lists such items (admin/content/list), to change, order or delete.
   */
  shopList?: { path: string; offNote: string };
  idField: string;
  fields: ContentField[];
  /** The field that names an item in the list. */
  nameField: string;
  imageField?: string;
  /** False for lists the shop orders by itself (blog posts, newest first). */
  orderable: boolean;
}

export const CONTENT_KINDS_SHOWN: ContentKindConfig[] = [
  {
    kind: 'banner',
    title: 'Banners',
    noun: 'banner',
    idField: 'b_id',
    nameField: 'b_heading',
    imageField: 'b_image',
    orderable: true,
    fields: [
      { name: 'b_title', label: 'Small title', type: 'text' },
      { name: 'b_heading', label: 'Heading', type: 'text' },
      { name: 'b_description', label: 'Description', type: 'textarea' },
      { name: 'b_image', label: 'Banner image', type: 'image' },
      {
        name: 'b_link',
        label: 'BUY NOW leads to',
        type: 'text',
        hint: 'An address in this shop, such as /products/vitamin-c-serum or /search?q=serum; empty: the categories.',
      },
      { name: 'b_status', label: 'Active (shown on the home page)', type: 'active' },
    ],
  },
  {
    kind: 'offer-banner',
    title: 'Offer banner',
    noun: 'offer',
    shopList: {
      path: 'list/offer-banner',
      offNote: 'Not on the shop’s strip now: a code it names is not an active coupon.',
    },
    idField: 'ob_id',
    nameField: 'ob_text',
    orderable: true,
    fields: [
      {
        name: 'ob_text',
        label: 'Offer text',
        type: 'text',
        hint: `A code it names ("Use code PRIME10") must be an active coupon. ${TERMS_HINT}`,
      },
    ],
  },
  {
    kind: 'standard',
    title: 'Our standards',
    noun: 'standard',
    idField: 'os_id',
    nameField: 'os_title',
    imageField: 'os_image',
    orderable: true,
    fields: [
      { name: 'os_title', label: 'Title', type: 'text' },
      { name: 'os_description', label: 'Description', type: 'textarea' },
      { name: 'os_image', label: 'Image', type: 'image' },
    ],
  },
  {
    kind: 'speciality',
    title: 'Specialities',
    noun: 'speciality',
    idField: 'osp_id',
    nameField: 'osp_title',
    imageField: 'osp_image',
    orderable: true,
    fields: [
      { name: 'osp_title', label: 'Title', type: 'text' },
      { name: 'osp_image', label: 'Image', type: 'image' },
    ],
  },
  {
    kind: 'faq',
    title: 'FAQ',
    noun: 'question',
    idField: 'fq_id',
    nameField: 'fq_question',
    orderable: true,
    fields: [
      { name: 'fq_question', label: 'Question', type: 'text' },
      { name: 'fq_answers', label: 'Answer', type: 'textarea', hint: TERMS_HINT },
    ],
  },
  {
    kind: 'partner',
    title: 'Partners',
    noun: 'partner',
    idField: 'pt_id',
    nameField: 'pt_name',
    imageField: 'pt_image',
    orderable: true,
    fields: [
      { name: 'pt_name', label: 'Name', type: 'text' },
      { name: 'pt_link', label: 'Link', type: 'link', hint: 'Starts with https://' },
      { name: 'pt_image', label: 'Logo', type: 'image' },
    ],
  },
  {
    kind: 'contact-card',
    title: 'Contact cards',
    noun: 'contact card',
    idField: 'g_id',
    nameField: 'g_heading',
    imageField: 'g_image',
    orderable: true,
    fields: [
      { name: 'g_heading', label: 'Heading', type: 'text' },
      { name: 'g_description', label: 'Description', type: 'textarea' },
      { name: 'g_contact', label: 'Contact (email, phone or address)', type: 'text' },
      { name: 'g_image', label: 'Icon', type: 'image' },
    ],
  },
  {
    kind: 'blog',
    title: 'Blog posts',
    noun: 'blog post',
    idField: 'bl_id',
    nameField: 'bl_heading',
    imageField: 'bl_image',
    orderable: false,
    fields: [
      { name: 'bl_name', label: 'Author or short name', type: 'text' },
      { name: 'bl_heading', label: 'Heading', type: 'text' },
      { name: 'bl_description', label: 'Text', type: 'textarea' },
      { name: 'bl_hashtags', label: 'Hashtags', type: 'text', hint: 'For example #skincare #vitaminc' },
      { name: 'bl_image', label: 'Lead picture', type: 'image' },
    ],
  },
];

export const contentKind = (kind: string | undefined) =>
  CONTENT_KINDS_SHOWN.find((config) => config.kind === kind);

/** The words of a list's add button, with the article its noun takes: "Add an offer". */
export const addLabel = (noun: string) => `Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
