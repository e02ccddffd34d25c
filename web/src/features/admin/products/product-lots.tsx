// The product page's stock by batch: each pack size's lots with what is left of each and
// whether it may still be sold, a delivery received into a lot, and a lot adjusted with a reason.
import {
  monthLabel,
  stockAdjustBody,
  stockMessages,
  stockReceiveBody,
  type AdminProduct,
  type Lot,
  type PackSizePrice,
} from '@prime/contract';
import { useState } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { bindFields } from '../../../ui/bind-fields.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { adjustLot } from '../api/adjust-lot.ts';
import { useProductLots } from '../api/get-product-lots.ts';
import { receiveStock, type ReceiveStockRequest } from '../api/receive-stock.ts';
import { errorsByPath, type PathErrors } from '../shared/errors.ts';
import { Select } from '../shared/form-controls.tsx';
import { ListTable } from '../shared/list-screen.tsx';
import { QueryState } from '../shared/query-state.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';

const COLUMNS = [
  { label: 'Batch' },
  { label: 'Made' },
  { label: 'Expires' },
  { label: 'Received', figures: true },
  { label: 'Left', figures: true },
  { label: 'Sale' },
  { label: 'Adjust', unseen: true },
];

export function ProductLots({ product }: { product: AdminProduct }) {
  const lots = useProductLots(product.p_id);
  const [adjusting, setAdjusting] = useState<Lot>();
  return (
    <section className={shared.panel} aria-labelledby="product-lots">
      <h2 id="product-lots">Stock by batch</h2>
      <ReceiveForm packs={product.product_price} />
      {!lots.data ? (
        <QueryState query={lots} loading="Loading the batches…" />
      ) : (
        product.product_price.map((pack) => (
          <PackLots
            key={pack.pp_id}
            pack={pack}
            lots={lots.data.filter((lot) => lot.pp_id === pack.pp_id)}
            onAdjust={setAdjusting}
          />
        ))
      )}
      {adjusting && (
        <AdjustForm key={adjusting.lot_id} lot={adjusting} onDone={() => setAdjusting(undefined)} />
      )}
    </section>
  );
}

function PackLots({
  pack,
  lots,
  onAdjust,
}: {
  pack: PackSizePrice;
  lots: Lot[];
  onAdjust: (lot: Lot) => void;
}) {
  const caption = `${pack.pp_packet_size} gm: ${formatCount(pack.pp_stocks)} on sale`;
  if (lots.length === 0) return <p className={shared.muted}>{caption}, no batches recorded.</p>;
  return (
    <ListTable columns={COLUMNS} caption={caption} cardsOnPhone>
      {lots.map((lot) => (
        <tr key={lot.lot_id}>
          <th scope="row" data-label="Batch">
            {lot.batch_no}
          </th>
          <td data-label="Made">{monthLabel(lot.mfg)}</td>
          <td data-label="Expires">{monthLabel(lot.expiry)}</td>
          <td data-label="Received" className={shared.number}>
            {formatCount(lot.received)}
          </td>
          <td data-label="Left" className={shared.number}>
            {formatCount(lot.remaining)}
          </td>
          <td data-label="Sale">
            {lot.sellable ? (
              <span className={`${shared.badge} ${shared.badgeGood}`}>Sellable</span>
            ) : (
              <span className={`${shared.badge} ${shared.badgeWarn}`}>Not sellable</span>
            )}
          </td>
          <td>
            <button
              type="button"
              className={shared.linkButton}
              aria-label={`Adjust batch ${lot.batch_no}`}
              onClick={() => onAdjust(lot)}
            >
              Adjust
            </button>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

type ReceiveValues = Omit<ReceiveStockRequest, 'pp_id'> & { pp_id: string };

function ReceiveForm({ packs }: { packs: PackSizePrice[] }) {
  const empty: ReceiveValues = {
    pp_id: String(packs[0]?.pp_id ?? ''),
    batch_no: '',
    mfg: '',
    expiry: '',
    quantity: '',
  };
  const [values, setValues] = useState(empty);
  const [checkErrors, setCheckErrors] = useState<PathErrors>({});
  const receive = useAdminWrite({
    write: receiveStock,
    success: stockMessages.received,
    onSuccess: () => setValues(empty),
  });
  const errors = { ...receive.fieldErrors, ...checkErrors };
  const { text, set } = bindFields(values, errors, setValues);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const request = { ...values, pp_id: Number(values.pp_id) };
    const parsed = stockReceiveBody.safeParse(request);
    setCheckErrors(parsed.success ? {} : errorsByPath(parsed.error.issues));
    if (parsed.success) receive.mutate(request);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="receive-delivery">
      <h3 id="receive-delivery">Receive a delivery</h3>
      <div className={shared.formGrid}>
        <Select
          label="Pack size"
          value={values.pp_id}
          onChange={(event) => set('pp_id')(event.target.value)}
          options={packs.map((pack) => ({ value: String(pack.pp_id), label: `${pack.pp_packet_size} gm` }))}
        />
        <TextField
          label="Batch number"
          autoComplete="off"
          hint="As printed on the pack"
          {...text('batch_no')}
        />
        <TextField label="Made in" type="month" hint="YYYY-MM" {...text('mfg')} />
        <TextField label="Expires" type="month" hint="YYYY-MM" {...text('expiry')} />
        <TextField label="Quantity" inputMode="numeric" hint="Units received" {...text('quantity')} />
      </div>
      <div className={shared.formActions}>
        <button type="submit" className="btn" disabled={receive.isPending}>
          {receive.isPending ? 'Receiving…' : 'Receive delivery'}
        </button>
      </div>
    </form>
  );
}

function AdjustForm({ lot, onDone }: { lot: Lot; onDone: () => void }) {
  const [values, setValues] = useState({ change: '', reason: '' });
  const [checkErrors, setCheckErrors] = useState<PathErrors>({});
  const adjust = useAdminWrite({ write: adjustLot, success: stockMessages.adjusted, onSuccess: onDone });
  const errors = { ...adjust.fieldErrors, ...checkErrors };
  const { text } = bindFields(values, errors, setValues);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const request = { lot_id: lot.lot_id, ...values };
    const parsed = stockAdjustBody.safeParse(request);
    setCheckErrors(parsed.success ? {} : errorsByPath(parsed.error.issues));
    if (parsed.success) adjust.mutate(request);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="adjust-lot">
      <h3 id="adjust-lot">
        Adjust batch {lot.batch_no} ({lot.pp_packet_size} gm, {formatCount(lot.remaining)} left)
      </h3>
      <div className={shared.formGrid}>
        <TextField
          label="Change in units"
          inputMode="numeric"
          hint="-2 for two damaged, 3 for three found"
          {...text('change')}
        />
        <TextField label="Reason" autoComplete="off" hint="Damaged, lost, counted…" {...text('reason')} />
      </div>
      <div className={shared.formActions}>
        <button type="submit" className="btn" disabled={adjust.isPending}>
          {adjust.isPending ? 'Saving…' : 'Save adjustment'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
