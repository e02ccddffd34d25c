// Fills an address from its pincode at the sixth digit: the form gets India Post's district and state
// (and a city to start from) once per pincode typed, and the post offices to offer as the city. A
// pincode the directory lacks is named at once; the state list stays for the shopper to choose from.
import { isPincode, phoneMessages, type PincodeInfoData } from '@prime/contract';
import { useEffect, useRef, useState } from 'react';
import { pincodeInfo } from '../lib/pincode-info.ts';

export interface PincodeFill {
  /** Places to offer for the city: the district, then the post offices. */
  places: string[];
  /** The pincode's own problem, shown beside it (the server refuses the address with it too). */
  problem: string | undefined;
}

export function usePincodeFill(pincode: string, fill: (info: PincodeInfoData) => void): PincodeFill {
  const [info, setInfo] = useState<PincodeInfoData | null>();
  const latestFill = useRef(fill);
  latestFill.current = fill;
  const filledFor = useRef<string>(undefined);

  useEffect(() => {
    if (!isPincode(pincode)) {
      setInfo(undefined);
      return;
    }
    let current = true;
    pincodeInfo(pincode).then(
      (found) => {
        if (!current) return;
        setInfo(found);
        // Filled once per pincode typed: the shopper may then change what was filled.
        if (found && filledFor.current !== pincode) latestFill.current(found);
        filledFor.current = pincode;
      },
      // The shop out of reach: the form works as before, the server checks the address.
      () => current && setInfo(undefined),
    );
    return () => {
      current = false;
    };
  }, [pincode]);

  const places = info ? [...new Set([info.district, ...info.places])] : [];
  return { places, problem: info === null ? phoneMessages.invalidPincode : undefined };
}

/** The city to start from: what the shopper typed, else the district. */
export const cityOf = (typed: string, info: PincodeInfoData) => (typed.trim() ? typed : info.district);
