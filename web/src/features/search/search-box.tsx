// Header search: the query starts after a 300 ms pause (SEARCH_PAUSE_MS) in typing; results follow
// the ARIA combobox pattern (arrows move, Escape closes) and open the product page; Enter opens the
// results page /search?q= unless a suggestion was picked with the arrows. Sold-out and coming-soon
// products say so in the list.
import { messages, MIN_SEARCH_LENGTH, SEARCH_PAUSE_MS, type Product } from '@prime/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatRupees } from '../../lib/format.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { productPath } from '../../lib/product-path.ts';
import { primaryImage, productPrice, useProducts } from '../catalogue/index.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import styles from './search-box.module.css';

/** What the list says of a product that cannot be bought now. */
const availability = (product: Product) =>
  product.p_upcoming === 1 ? 'Coming soon' : product.p_stocks <= 0 ? 'Sold out' : undefined;

/** The products matching what was typed, once typing pauses. */
function useSearchResults(text: string) {
  const typed = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  // product/list refuses a shorter search (400), so one letter asks nothing and shows nothing.
  const query = typed.length >= MIN_SEARCH_LENGTH ? typed : '';
  const search = useProducts({ search: query }, query !== '');
  const results = query ? (search.data ?? []) : [];
  return { query, results, isSuccess: search.isSuccess };
}

interface SearchResultsPopupProps {
  listId: string;
  optionId: (index: number) => string;
  results: Product[];
  active: number;
  hidden: boolean;
  onChoose: (product: Product) => void;
}

/** The listbox of matching products, or the words that none matched. */
function SearchResultsPopup({
  listId,
  optionId,
  results,
  active,
  hidden,
  onChoose,
}: SearchResultsPopupProps) {
  return (
    <div className={styles.popup} hidden={hidden}>
      <ul id={listId} role="listbox" aria-label="Search results" className={styles.list}>
        {results.map((product, index) => (
          <li
            key={product.p_id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keeps focus in the input so the click is not lost to onBlur closing the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(product)}
          >
            <img
              src={imageUrl(primaryImage(product))}
              alt=""
              width={40}
              height={40}
              className={styles.thumb}
            />
            <span className={styles.name}>
              {product.p_productname}
              {availability(product) && <span className={styles.mark}> · {availability(product)}</span>}
            </span>
            <span className={styles.price}>{formatRupees(productPrice(product).price)}</span>
          </li>
        ))}
      </ul>
      {results.length === 0 && (
        <p className={styles.empty} role="status">
          {messages.noProductsFound}
        </p>
      )}
    </div>
  );
}

/** The magnifier is the field's visible label; its words are for screen readers. */
function SearchLabel({ inputId }: { inputId: string }) {
  return (
    <label htmlFor={inputId} className={styles.label}>
      <SearchIcon size={18} />
      <span className="visually-hidden">Search products</span>
    </label>
  );
}

export function SearchBox({ className = '' }: { className?: string }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { query, results, isSuccess } = useSearchResults(text);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const showPopup = open && query !== '' && isSuccess;

  function choose(product: Product) {
    setOpen(false);
    setText('');
    setActive(-1);
    navigate(productPath(product), { state: { p_id: product.p_id } });
  }

  function showResults(searched: string) {
    setOpen(false);
    setActive(-1);
    navigate(`/search?q=${encodeURIComponent(searched)}`);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index >= last ? 0 : index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const picked = showPopup ? results[active] : undefined;
      if (picked) choose(picked);
      else if (text.trim().length >= MIN_SEARCH_LENGTH) showResults(text.trim());
    } else if (event.key === 'Escape') {
      if (showPopup) setOpen(false);
      else setText('');
      setActive(-1);
    }
  }

  return (
    <div className={`${styles.search} ${className}`} role="search">
      <SearchLabel inputId={inputId} />
      <input
        id={inputId}
        className={styles.input}
        type="text"
        role="combobox"
        placeholder="Search serums, sunscreens…"
        autoComplete="off"
        enterKeyHint="search"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPopup && results[active] ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <SearchResultsPopup
        listId={listId}
        optionId={optionId}
        results={results}
        active={active}
        hidden={!showPopup}
        onChoose={choose}
      />
    </div>
  );
}
