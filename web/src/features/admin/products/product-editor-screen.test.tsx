import { catalogueMessages, stockMovedMessage, type AdminProduct } from '@prime/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/make-product.ts';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { ok, refuse, signIn } from '../shared/admin-test-kit.tsx';
import ProductEditorScreen from './product-editor-screen.tsx';

const categories = ok({
  list: [
    { c_id: 1, c_name: 'Serums' },
    { c_id: 2, c_name: 'Cleansers' },
  ],
});
const concerns = ok({ data: [{ cc_id: 4, cc_name: 'Acne', cc_image: '' }] });
/** No other product has the name typed. */
const noNamesakes = ok({ list: [], total: 0 });

const adminProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...makeProduct(),
  p_version: 'v-first',
  p_bestseller: 0,
  p_bestseller_rank: null,
  ...overrides,
});

function renderEditor(url: string) {
  signIn('admin');
  const editor = <ProductEditorScreen />;
  return renderWithProviders(editor, {
    url,
    path: '/admin/products/new',
    routes: [
      { path: '/admin/products/:productId', element: editor },
      { path: '*', element: <p>Another page</p> },
    ],
  });
}

/** Types a whole value at once (pasted), as fast as a test may on a busy machine. */
async function fill(user: UserEvent, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

/** A test that fills a whole form, on a machine busy with other work. */
const LONG_FORM_MS = 20_000;

/** What the label declares: a product on sale cannot be saved without it. */
async function fillDeclarations(user: UserEvent) {
  await fill(user, screen.getByLabelText('Generic name'), 'Face cream');
  await fill(
    user,
    screen.getByLabelText('Manufacturer'),
    'Vardhan Cosmeceuticals Pvt. Ltd., MIDC, Pune 412220',
  );
  await fill(user, screen.getByLabelText('Shelf life in months'), '24');
}

const packGroup = (number: number) => screen.getByRole('group', { name: `Pack size ${number}` });

describe('creating a product', () => {
  it(
    'shows every problem of the pack sizes on its own box and sends nothing',
    async () => {
      const api = mockApi({
        'category/list': categories,
        'concerncatogry/list': concerns,
        'admin/product/notify-count': ok({ waiting: 0 }),
        'admin/product/list': noNamesakes,
      });
      const { user } = renderEditor('/admin/products/new');
      await fill(user, await screen.findByLabelText('Product name'), 'Ceramide Cream');
      await user.selectOptions(screen.getByLabelText('Category'), 'Serums');
      const first = within(packGroup(1));
      await fill(user, first.getByLabelText('Size in grams'), '50');
      await fill(user, first.getByLabelText('MRP'), '500');
      await fill(user, first.getByLabelText('Selling price'), '650');
      await fill(user, first.getByLabelText('Units in stock'), '2.5');
      await user.click(screen.getByRole('button', { name: 'Add a pack size' }));
      const second = within(packGroup(2));
      await fill(user, second.getByLabelText('Size in grams'), '50');
      await fill(user, second.getByLabelText('MRP'), '900');
      await fill(user, second.getByLabelText('Selling price'), '850');
      await fill(user, second.getByLabelText('Units in stock'), '-1');
      await user.click(screen.getByRole('button', { name: 'Create product' }));

      expect(first.getByLabelText('Selling price')).toHaveAccessibleDescription(
        expect.stringContaining(catalogueMessages.priceAboveMrp),
      );
      expect(first.getByLabelText('Units in stock')).toHaveAccessibleDescription(
        expect.stringContaining(catalogueMessages.stockInvalid),
      );
      expect(second.getByLabelText('Size in grams')).toHaveAccessibleDescription(
        expect.stringContaining(catalogueMessages.packDuplicate),
      );
      expect(second.getByLabelText('Units in stock')).toHaveAccessibleDescription(
        expect.stringContaining(catalogueMessages.stockInvalid),
      );
      await waitFor(() => expect(first.getByLabelText('Selling price')).toHaveFocus());
      expect(api.bodiesOf('admin/product/save')).toEqual([]);
    },
    LONG_FORM_MS,
  );

  it('asks for a name, a category and at least one pack size', async () => {
    mockApi({ 'category/list': categories, 'concerncatogry/list': concerns });
    const { user } = renderEditor('/admin/products/new');
    await user.click(await screen.findByRole('button', { name: 'Remove pack size 1' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByLabelText('Product name')).toHaveAccessibleDescription(
      expect.stringContaining(catalogueMessages.nameRequired),
    );
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
      expect.stringContaining(catalogueMessages.categoryRequired),
    );
    expect(screen.getByText(catalogueMessages.packsRequired)).toBeInTheDocument();
  });

  it(
    'sends two pack sizes in rupees with the flags and a photo: created hidden, the photo uploaded, then shown',
    async () => {
      const created = adminProduct({
        p_id: 31,
        p_productname: 'Ceramide Cream',
        p_slug: 'ceramide-cream',
        p_status: 0,
        p_version: 'v-created',
        productimage: [{ pi_id: 50, pi_image: 'uploads/products/cream.webp' }],
      });
      const api = mockApi({
        'category/list': categories,
        'concerncatogry/list': concerns,
        'admin/product/notify-count': ok({ waiting: 0 }),
        'admin/product/save': ok({ p_id: 31 }, 'Product saved'),
        'admin/product/image': ok({ pi_id: 50 }, 'Image added'),
        'admin/product/detail': ok({ data: created }),
        'admin/product/list': noNamesakes,
      });
      const { user, router } = renderEditor('/admin/products/new');
      await fill(user, await screen.findByLabelText('Product name'), 'Ceramide Cream');
      expect(screen.getByLabelText('Page address')).toHaveValue('ceramide-cream');
      await user.selectOptions(screen.getByLabelText('Category'), 'Cleansers');
      await user.selectOptions(screen.getByLabelText('Concern'), 'Acne');
      await user.click(screen.getByLabelText('Best seller'));
      const fillPack = async (number: number, [grams, mrp, price, stock]: string[]) => {
        const group = within(packGroup(number));
        await fill(user, group.getByLabelText('Size in grams'), grams!);
        await fill(user, group.getByLabelText('MRP'), mrp!);
        await fill(user, group.getByLabelText('Selling price'), price!);
        await fill(user, group.getByLabelText('Units in stock'), stock!);
      };
      await fillPack(1, ['50', '799', '649.50', '40']);
      await user.click(screen.getByRole('button', { name: 'Add a pack size' }));
      await fillPack(2, ['100', '1299', '1099', '25']);
      await fillDeclarations(user);
      await user.click(screen.getByRole('button', { name: 'Add an ingredient' }));
      await fill(user, screen.getByLabelText('Ingredient 1'), 'Ceramide NP');
      await fill(user, screen.getByLabelText('How to use'), 'Morning and night.');
      const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cream.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByLabelText('Add photos'), photo);
      expect(screen.getByRole('list', { name: 'Photos to upload' })).toHaveTextContent(
        'cream.jpg · main photo',
      );
      await user.click(screen.getByRole('button', { name: 'Create product' }));

      expect(await screen.findByText('Product saved')).toBeInTheDocument();
      const form = api.bodiesOf('admin/product/image')[0] as FormData;
      expect(form.get('p_id')).toBe('31');
      expect(form.get('image')).toBe(photo);
      // Shown only once it has its photo, from the product as saved (its pack size ids and version).
      expect(api.bodiesOf('admin/product/save')[1]).toMatchObject({
        p_id: 31,
        p_version: 'v-created',
        p_status: 1,
        product_price: [{ pp_id: 1 }, { pp_id: 2 }],
      });
      expect(api.bodiesOf('admin/product/save')).toEqual([
        expect.objectContaining({
          p_productname: 'Ceramide Cream',
          p_slug: 'ceramide-cream',
          p_category: 2,
          p_concern_category: 4,
          p_status: 0,
          p_upcoming: 0,
          p_bestseller: 1,
          p_how_to_use: 'Morning and night.',
          p_generic_name: 'Face cream',
          p_unit: 'g',
          p_shelf_life_months: 24,
          ingredients: [{ pin_description: 'Ceramide NP' }],
          product_price: [
            { pp_packet_size: 50, pp_prize: 799, pp_discount_prize: 649.5, pp_stocks: 40 },
            { pp_packet_size: 100, pp_prize: 1299, pp_discount_prize: 1099, pp_stocks: 25 },
          ],
        }),
        expect.anything(),
      ]);
      expect(api.bodiesOf('admin/product/save')[0]).not.toHaveProperty('p_id');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/31'));
      expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    },
    LONG_FORM_MS,
  );
});

describe('a new product’s photos', () => {
  it('is not shown in the shop without a photo: asks for one, or creates it hidden', async () => {
    const api = mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/list': noNamesakes,
      'admin/product/save': ok({ p_id: 32 }, 'Product saved'),
      'admin/product/detail': ok({ data: adminProduct({ p_id: 32, p_status: 0 }) }),
    });
    const { user, router } = renderEditor('/admin/products/new');
    await fill(user, await screen.findByLabelText('Product name'), 'Barrier Balm');
    await user.selectOptions(screen.getByLabelText('Category'), 'Serums');
    const pack = within(packGroup(1));
    await fill(user, pack.getByLabelText('Size in grams'), '30');
    await fill(user, pack.getByLabelText('MRP'), '999');
    await fill(user, pack.getByLabelText('Selling price'), '899');
    await fill(user, pack.getByLabelText('Units in stock'), '5');
    expect(screen.getByLabelText('Shown in the shop')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByLabelText('Add photos')).toHaveAccessibleDescription(
      expect.stringContaining('Add at least one photo, or untick “Shown in the shop”'),
    );
    expect(api.bodiesOf('admin/product/save')).toEqual([]);

    await user.click(screen.getByLabelText('Shown in the shop'));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/32'));
    expect(api.bodiesOf('admin/product/save')).toEqual([expect.objectContaining({ p_status: 0 })]);
  });
});

describe('editing a product', () => {
  it('keeps pack size ids, and shows the server’s message on the box it refused', async () => {
    const api = mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/detail': ok({ data: adminProduct({ p_status: 0 }) }),
      'admin/product/save': refuse(400, catalogueMessages.categoryUnknown, [
        { field: 'p_category', message: catalogueMessages.categoryUnknown },
      ]),
    });
    const { user } = renderEditor('/admin/products/7');
    expect(await screen.findByRole('heading', { name: 'Vitamin C Brightening Serum' })).toBeInTheDocument();
    expect(screen.getByLabelText('Shown in the shop')).not.toBeChecked();
    expect(screen.getByRole('link', { name: '/products/vitamin-c-brightening-serum' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Shown in the shop'));
    await user.click(screen.getByRole('button', { name: 'Remove pack size 1' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    expect(
      await screen.findByText(catalogueMessages.categoryUnknown, { selector: '[role=alert] p' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
        expect.stringContaining(catalogueMessages.categoryUnknown),
      ),
    );
    expect(api.bodiesOf('admin/product/save')).toEqual([
      expect.objectContaining({
        p_id: 7,
        // The version the form was filled from: a save over another change is refused, not made.
        p_version: 'v-first',
        p_status: 1,
        product_price: [
          {
            pp_id: 2,
            pp_packet_size: 50,
            pp_prize: 1899,
            pp_discount_prize: 1499,
            pp_stocks: 20,
            // The figure the form loaded: the server keeps the live stock while it is left so.
            pp_stocks_loaded: 20,
          },
        ],
      }),
    ]);
  });

  /** The product as another admin's save left it: renamed, 50 gm dearer, 30 gm with 3 sold. */
  const savedMeanwhile = adminProduct({
    p_version: 'v-2',
    p_productname: 'Vitamin C Serum (renamed)',
    product_price: [
      { ...makeProduct().product_price[0]!, pp_stocks: 17 },
      { ...makeProduct().product_price[1]!, pp_discount_prize: 1399 },
    ],
  });
  /** The console reads the product once as it was, then as `later` once a save was refused. */
  const detailThen = (later: AdminProduct) => {
    let reads = 0;
    return () => {
      reads += 1;
      return ok({ data: reads === 1 ? adminProduct() : later })();
    };
  };

  it('keeps what the admin typed when another admin saved meanwhile (409), showing that save in the boxes left alone', async () => {
    const api = mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/detail': detailThen(savedMeanwhile),
      'admin/product/save': refuse(409, catalogueMessages.productChanged),
      'admin/product/list': noNamesakes,
    });
    const { user } = renderEditor('/admin/products/7');
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await fill(user, description, 'My new description');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText(catalogueMessages.productChanged)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Product name')).toHaveValue('Vitamin C Serum (renamed)'),
    );
    expect(screen.getByLabelText('Description')).toHaveValue('My new description');
    expect(within(packGroup(2)).getByLabelText('Selling price')).toHaveValue('1399');
    expect(within(packGroup(1)).getByLabelText('Units in stock')).toHaveValue('17');

    // Saved again: the admin's change on top of the other one, judged against the new version.
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(api.bodiesOf('admin/product/save')).toHaveLength(2));
    expect(api.bodiesOf('admin/product/save')[1]).toMatchObject({
      p_version: 'v-2',
      p_productname: 'Vitamin C Serum (renamed)',
      p_description: 'My new description',
      product_price: [
        { pp_id: 1, pp_discount_prize: 999, pp_stocks: 17, pp_stocks_loaded: 17 },
        { pp_id: 2, pp_discount_prize: 1399, pp_stocks: 20, pp_stocks_loaded: 20 },
      ],
    });
  });

  it('keeps a box both admins changed as typed, and says what the other save put there', async () => {
    mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/detail': detailThen(savedMeanwhile),
      'admin/product/save': refuse(409, catalogueMessages.productChanged),
      'admin/product/list': noNamesakes,
    });
    const { user } = renderEditor('/admin/products/7');
    const name = await screen.findByLabelText('Product name');
    await user.clear(name);
    await fill(user, name, 'My name');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Product name')).toHaveAccessibleDescription(
        expect.stringContaining('Another admin changed this meanwhile to “Vitamin C Serum (renamed)”'),
      ),
    );
    expect(screen.getByLabelText('Product name')).toHaveValue('My name');
  });

  it('keeps a stock figure the admin changed while orders sold that pack size (409), showing the stock now', async () => {
    const api = mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/detail': detailThen(
        adminProduct({
          product_price: [
            { ...makeProduct().product_price[0]!, pp_stocks: 17 },
            makeProduct().product_price[1]!,
          ],
        }),
      ),
      'admin/product/save': refuse(409, stockMovedMessage(30, 17), [
        { field: 'product_price.0.pp_stocks', message: stockMovedMessage(30, 17) },
      ]),
    });
    const { user } = renderEditor('/admin/products/7');
    await user.clear(await screen.findByLabelText('Description'));
    await fill(user, screen.getByLabelText('Description'), 'Typed before saving');
    const stock = within(packGroup(1)).getByLabelText('Units in stock');
    await user.clear(stock);
    await fill(user, stock, '70');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText(stockMovedMessage(30, 17))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(packGroup(1)).getByLabelText('Units in stock')).toHaveAccessibleDescription(
        expect.stringContaining('17 in stock now'),
      ),
    );
    expect(within(packGroup(1)).getByLabelText('Units in stock')).toHaveValue('70');
    expect(screen.getByLabelText('Description')).toHaveValue('Typed before saving');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(api.bodiesOf('admin/product/save')).toHaveLength(2));
    expect(api.bodiesOf('admin/product/save')[1]).toMatchObject({
      p_version: 'v-first',
      product_price: [{ pp_id: 1, pp_stocks: 70, pp_stocks_loaded: 17 }, { pp_id: 2 }],
    });
  });
});

describe('the name and page address', () => {
  it('warns that another product has the name, and says at the page address that it is taken', async () => {
    const api = mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/list': ok({ list: [adminProduct()], total: 1 }),
      'admin/product/save': refuse(409, catalogueMessages.slugTaken, [
        { field: 'p_slug', message: catalogueMessages.slugTaken },
      ]),
    });
    const { user } = renderEditor('/admin/products/new');
    await fill(user, await screen.findByLabelText('Product name'), 'vitamin C brightening serum ');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Another product is already called this: /products/vitamin-c-brightening-serum. Shoppers cannot tell them apart',
    );
    expect(screen.getByLabelText('Page address')).toHaveValue('vitamin-c-brightening-serum');
    await user.selectOptions(screen.getByLabelText('Category'), 'Serums');
    const pack = within(packGroup(1));
    await fill(user, pack.getByLabelText('Size in grams'), '30');
    await fill(user, pack.getByLabelText('MRP'), '999');
    await fill(user, pack.getByLabelText('Selling price'), '899');
    await fill(user, pack.getByLabelText('Units in stock'), '5');
    await user.click(screen.getByLabelText('Shown in the shop'));
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Page address')).toHaveAccessibleDescription(
        expect.stringContaining(catalogueMessages.slugTaken),
      ),
    );
    expect(api.bodiesOf('admin/product/save')).toEqual([
      expect.objectContaining({ p_slug: 'vitamin-c-brightening-serum' }),
    ]);
  });

  it('lets staff change a product’s page address, checked as lower-case words and hyphens', async () => {
    const api = mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/detail': ok({ data: adminProduct() }),
      'admin/product/save': ok({ p_id: 7 }, 'Product saved'),
    });
    const { user } = renderEditor('/admin/products/7');
    const address = await screen.findByLabelText('Page address');
    expect(address).toHaveValue('vitamin-c-brightening-serum');
    await user.clear(address);
    await fill(user, address, 'Vitamin C Serum!');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining(catalogueMessages.slugInvalid));
    expect(api.bodiesOf('admin/product/save')).toEqual([]);

    await user.clear(address);
    await fill(user, address, 'vitamin-c-serum');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(api.bodiesOf('admin/product/save')).toEqual([
      expect.objectContaining({ p_id: 7, p_slug: 'vitamin-c-serum' }),
    ]);
  });
});

describe('leaving with unsaved changes', () => {
  /** A reload or a closed tab: the browser asks when the page cancels this event. */
  const browserWouldAsk = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

  it('asks before a link, a reload or closing the tab loses what was typed, and keeps it on Stay', async () => {
    mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/detail': ok({ data: adminProduct() }),
    });
    const { user, router } = renderEditor('/admin/products/7');
    const description = await screen.findByLabelText('Description');
    expect(browserWouldAsk()).toBe(false);
    await fill(user, description, ' Now with more.');
    expect(browserWouldAsk()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/admin/products/7');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(`${makeProduct().p_description} Now with more.`);

    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(browserWouldAsk()).toBe(false);
  });

  it('leaves at once when nothing was changed', async () => {
    mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/detail': ok({ data: adminProduct() }),
    });
    const { user } = renderEditor('/admin/products/7');
    await screen.findByLabelText('Description');
    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });
});

describe('the photos of a product', () => {
  it('uploads a photo and moves another to the front', async () => {
    const api = mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/detail': ok({
        data: adminProduct({
          productimage: [
            { pi_id: 11, pi_image: 'uploads/products/a.webp' },
            { pi_id: 12, pi_image: 'uploads/products/b.webp' },
          ],
        }),
      }),
      'admin/product/image': ok({ pi_id: 13 }, 'Image added'),
      'admin/product/image/order': ok({}, 'Images reordered'),
    });
    const { user } = renderEditor('/admin/products/7');
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    expect(screen.getByLabelText('Add a photo')).toHaveAccessibleDescription(
      expect.stringContaining(catalogueMessages.imageRequired),
    );
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cream.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add a photo'), photo);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Image added')).toBeInTheDocument();
    const form = api.bodiesOf('admin/product/image')[0] as FormData;
    expect(form.get('p_id')).toBe('7');
    expect(form.get('image')).toBe(photo);

    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(await screen.findByText('Images reordered')).toBeInTheDocument();
    expect(api.bodiesOf('admin/product/image/order')).toEqual([{ p_id: 7, order: [12, 11] }]);
  });

  it('names a file too large or not a photo at the box before uploading, and a refusal stays there too', async () => {
    const api = mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 0 }),
      'admin/product/detail': ok({ data: adminProduct() }),
      'admin/product/image': refuse(400, 'The image is 9000 × 9000 pixels: at most 40 megapixels.'),
    });
    const { user } = renderEditor('/admin/products/7');
    const box = await screen.findByLabelText('Add a photo');
    const big = new File([new Uint8Array(8)], 'serum.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 12.6 * 1024 * 1024 });
    // Chosen as a file picker that does not filter by type would (`accept` is only a suggestion).
    fireEvent.change(box, { target: { files: [big] } });
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('“serum.jpg” is 12.6 MB: a photo may be at most 5 MB.'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    const text = new File(['not a photo'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(box, { target: { files: [text] } });
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('“notes.txt” is not a JPEG, PNG, WebP or GIF image.'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(api.bodiesOf('admin/product/image')).toEqual([]);

    fireEvent.change(box, {
      target: { files: [new File([new Uint8Array(8)], 'huge.jpg', { type: 'image/jpeg' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(
        expect.stringContaining('The image is 9000 × 9000 pixels: at most 40 megapixels.'),
      ),
    );
  });
});

describe('NOTIFY ME', () => {
  it('says how many shoppers wait for the product’s mail', async () => {
    const api = mockApi({
      'category/list': categories,
      'concerncatogry/list': concerns,
      'admin/product/notify-count': ok({ waiting: 12 }),
      'admin/product/detail': ok({ data: adminProduct({ p_upcoming: 1 }) }),
    });
    renderEditor('/admin/products/7');
    expect(
      await screen.findByText(
        '12 shoppers wait for a NOTIFY ME mail: it goes when the product is on sale with stock.',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf('admin/product/notify-count')).toEqual([{ p_id: 7 }]);
  });
});
