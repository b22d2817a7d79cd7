//! A fixed-capacity unsigned integer on the stack, for the decimal
//! conversions of ordinary values (every `f16`/`bf16`/`f32`/`f64` value and
//! most wider ones) without heap allocation. Values that would not fit are
//! left to the `BigUint` path.

/// Capacity in 64-bit limbs (4096 bits: enough for `f64`'s smallest
/// subnormal times its power of five, about 2,550 bits).
const LIMBS: usize = 64;

/// Largest power of ten in a `u64`.
pub(super) const TEN19: u64 = 10_000_000_000_000_000_000;

/// Little-endian limbs; `len` limbs are significant (no leading zero limbs).
#[derive(Clone)]
pub(super) struct FixedUint {
    limbs: [u64; LIMBS],
    len: usize,
}

impl FixedUint {
    /// Bits this type can hold.
    pub const CAPACITY_BITS: u64 = (LIMBS * 64) as u64;

    pub fn from_u128(v: u128) -> Self {
        let mut r = FixedUint {
            limbs: [0; LIMBS],
            len: 2,
        };
        r.limbs[0] = v as u64;
        r.limbs[1] = (v >> 64) as u64;
        r.trim();
        r
    }

    fn trim(&mut self) {
        while self.len > 0 && self.limbs[self.len - 1] == 0 {
            self.len -= 1;
        }
    }

    pub fn is_zero(&self) -> bool {
        self.len == 0
    }

    /// Number of significant bits.
    pub fn bits(&self) -> u64 {
        match self.len {
            0 => 0,
            n => (n as u64) * 64 - self.limbs[n - 1].leading_zeros() as u64,
        }
    }

    /// `self <<= n`; the caller keeps the result within capacity.
    pub fn shl(&mut self, n: u64) {
        if self.is_zero() {
            return;
        }
        let (words, bits) = ((n / 64) as usize, (n % 64) as u32);
        let new_len = self.len + words + 1;
        assert!(new_len <= LIMBS, "FixedUint overflow");
        for i in (0..self.len).rev() {
            let v = self.limbs[i];
            if bits == 0 {
                self.limbs[i + words] = v;
            } else {
                self.limbs[i + words + 1] |= v >> (64 - bits);
                self.limbs[i + words] = v << bits;
            }
        }
        for l in &mut self.limbs[..words] {
            *l = 0;
        }
        // Limbs above the old top were zero, so `|=` above was exact; clear
        // the slot that only received the shifted-out bits when `bits == 0`.
        if bits == 0 {
            self.limbs[self.len + words] = 0;
        }
        self.len = new_len;
        self.trim();
    }

    /// `self *= m`; the caller keeps the result within capacity.
    pub fn mul_small(&mut self, m: u64) {
        let mut carry = 0u128;
        for l in &mut self.limbs[..self.len] {
            let p = *l as u128 * m as u128 + carry;
            *l = p as u64;
            carry = p >> 64;
        }
        if carry != 0 {
            assert!(self.len < LIMBS, "FixedUint overflow");
            self.limbs[self.len] = carry as u64;
            self.len += 1;
        }
    }

    /// `self *= 5^k`.
    pub fn mul_pow5(&mut self, mut k: u64) {
        const FIVE27: u64 = 7_450_580_596_923_828_125; // 5^27 < 2^63
        while k >= 27 {
            self.mul_small(FIVE27);
            k -= 27;
        }
        if k > 0 {
            self.mul_small(5u64.pow(k as u32));
        }
    }

    /// `self /= d` (truncating); returns the remainder.
    pub fn div_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for l in self.limbs[..self.len].iter_mut().rev() {
            let cur = (rem << 64) | *l as u128;
            *l = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        self.trim();
        rem as u64
    }

    /// `self /= 10^k` (truncating; successive truncating divisions compose).
    pub fn div_pow10(&mut self, mut k: u64) {
        while k >= 19 && !self.is_zero() {
            self.div_small(TEN19);
            k -= 19;
        }
        if k > 0 && !self.is_zero() {
            self.div_small(10u64.pow(k as u32));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;

    fn to_big(x: &FixedUint) -> BigUint {
        let mut b = BigUint::default();
        for &l in x.limbs[..x.len].iter().rev() {
            b = (b << 64u32) + BigUint::from(l);
        }
        b
    }

    #[test]
    fn agrees_with_biguint() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..2000 {
            let v = ((next() as u128) << 64 | next() as u128) >> (next() % 128);
            let mut f = FixedUint::from_u128(v);
            let mut b = BigUint::from(v);
            let sh = next() % 300;
            f.shl(sh);
            b <<= sh;
            assert_eq!(to_big(&f), b);
            assert_eq!(f.bits(), b.bits());
            let k = next() % 200;
            f.mul_pow5(k);
            b *= BigUint::from(5u32).pow(k as u32);
            assert_eq!(to_big(&f), b);
            let t = next() % 120;
            f.div_pow10(t);
            b /= BigUint::from(10u32).pow(t as u32);
            assert_eq!(to_big(&f), b);
            let d = next() | 1;
            let r = f.div_small(d);
            assert_eq!(BigUint::from(r), &b % d);
            b /= d;
            assert_eq!(to_big(&f), b);
        }
    }
}
