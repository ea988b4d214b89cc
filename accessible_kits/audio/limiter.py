"""The look-ahead limiter of the mastering (audio.loudness), worked out block by block.

A chapter is seen in short blocks (about 1.5 ms) that tile each 100 ms step of the loudness
gate exactly. The limiter's gain is one value a block, glided linearly between block centres;
so a block's peak says what gain it needs, and four sums of the block's K-weighted energy say
how loud it is under any such gain. Each try of the mastering then reads these short arrays,
not the samples; the samples are read once to make them and once to apply the final gain.
"""

from __future__ import annotations

RADIUS_MS = 20.0  # the gain glides over +/- this, far slower than speech's syllables


def block_size(step: int) -> int:
    """Samples in a block: the divisor of a gate step (`step` samples) nearest 32, so the steps are whole blocks."""
    return min((d for d in range(1, step + 1) if step % d == 0), key=lambda d: (abs(d - 32), d))


def _offsets(block: int):
    """Each sample's place from its block's centre, as a share of the block (negative before it)."""
    import numpy as np

    return (np.arange(block, dtype=np.float32) - (block - 1) / 2) / block


def peaks(x, block: int):
    """The largest |sample| of each block (the last one padded with silence)."""
    import numpy as np

    full = len(x) // block
    out = np.zeros(-(-len(x) // block), dtype=np.float32)
    whole = x[: full * block].reshape(full, block)
    out[:full] = np.maximum(whole.max(axis=1, initial=0), -whole.min(axis=1, initial=0))
    if full < len(out):
        out[full] = np.abs(x[full * block :]).max()
    return out


def moments(y, block: int, step: int):
    """Sums over each block of the whole steps of K-weighted `y`: energy (sum y^2), and for each
    half of the block (before the centre, from it) sum y^2 o and sum y^2 o^2, o the offset. The
    energy of the block under a gain a + d o is then a^2 E + 2 a d S1 + d^2 S2 on each half.

    The five sums are one matrix product of the squares (blocks x samples) by the weights
    (samples x 5), a piece at a time: small products, which OpenBLAS runs on this thread
    (audio.resample.SMALL_PRODUCT), and a piece's squares are all the memory it takes. Summed in
    float32 over a block's few dozen samples (to 2e-7 of the float64 sums, measured), a fifth
    of the CPU of five float64 passes over the whole (issue 29)."""
    import numpy as np

    from accessible_kits.audio.resample import SMALL_PRODUCT

    whole = y[: len(y) // step * step].reshape(-1, block)
    o = _offsets(block)
    h = int((o < 0).sum())
    weights = np.zeros((block, 5), dtype=np.float32)
    weights[:, 0] = 1
    weights[:h, 1], weights[:h, 2] = o[:h], o[:h] * o[:h]
    weights[h:, 3], weights[h:, 4] = o[h:], o[h:] * o[h:]
    sums = np.empty((len(whole), 5), dtype=np.float32)
    rows = max(1, SMALL_PRODUCT // weights.size)
    for b in range(0, len(whole), rows):
        piece = whole[b : b + rows]
        np.matmul(piece * piece, weights, out=sums[b : b + rows])
    return tuple(sums.T.astype(np.float64))


def smooth_gain(block_peaks, ceiling: float, block: int, sample_rate: int):
    """The limiter's gain at each block's centre, so that no sample passes `ceiling`.

    A look-ahead limiter, not a clipper: the gain each block needs is taken as the least over
    +/- RADIUS_MS, then averaged over the same width, so the gain glides down before a peak and
    back up after it and the waveform keeps its shape. (A sample-by-sample soft clipper bends
    the waveform itself; measured by the recognizer in tests/test_speech.py, that made the
    speech harder to understand than plain espeak-ng.)
    """
    import numpy as np

    need = np.minimum(1.0, ceiling / np.maximum(block_peaks, 1e-9))
    r = max(1, round(RADIUS_MS / 1000 * sample_rate / block))
    low = _sliding_min(np.pad(need, r, constant_values=1.0), 2 * r + 1)
    cum = np.concatenate([[0.0], np.cumsum(np.pad(low, r, constant_values=1.0), dtype=np.float64)])
    return ((cum[2 * r + 1 :] - cum[: -2 * r - 1]) / (2 * r + 1)).astype(np.float32)


def _sliding_min(a, width: int):
    """The least of each `width` consecutive values of `a`: minima of pairs, of fours, ... up to
    the longest span within `width`, then two such spans overlapping over each window. The same
    values as taking each window's minimum, in a few passes instead of `width` (issue 29)."""
    import numpy as np

    low, span = a, 1
    while 2 * span <= width:
        low = np.minimum(low[:-span], low[span:])  # low[i]: the least of a[i : i + 2 span]
        span *= 2
    return np.minimum(low[: len(a) - width + 1], low[width - span :])


def _slopes(smooth):
    """The gain's change towards the block before and the block after (held flat at the ends)."""
    import numpy as np

    before = np.concatenate([smooth[:1], smooth[:-1]])
    after = np.concatenate([smooth[1:], smooth[-1:]])
    return smooth - before, after - smooth


def step_energies(m, smooth, per_step: int):
    """The K-weighted energy of each gate step under the gain `smooth` (from the moments `m`)."""
    import numpy as np

    e0, l1, l2, r1, r2 = m
    n = len(e0)
    a = smooth[:n].astype(np.float64)
    d1, d2 = (d[:n].astype(np.float64) for d in _slopes(smooth))
    energy = a * a * e0 + 2 * a * (d1 * l1 + d2 * r1) + d1 * d1 * l2 + d2 * d2 * r2
    return energy.reshape(-1, per_step).sum(axis=1)


def applied(x, smooth, block: int, scale: float):
    """x times the gain curve (linear between block centres) and `scale`: the limited samples."""
    return Curve(smooth, block, scale).applied(x)


class Curve:
    """The limiter's gain for every sample (linear between block centres, times `scale`), made a
    piece at a time: the mastering measures a candidate's true peak piece by piece and makes
    whole only the one it keeps. Each sample's gain is worked out as the whole curve would give it."""

    ROWS = 2048  # blocks a piece, when applied

    def __init__(self, smooth, block: int, scale: float):
        import numpy as np

        self.s = smooth * np.float32(scale)
        self.d1, self.d2 = _slopes(self.s)
        self.o = _offsets(block)
        self.h = int((self.o < 0).sum())
        self.block = block

    def rows(self, b0: int, b1: int):
        """The gain of blocks b0 .. b1 - 1, one row a block."""
        import numpy as np

        h = self.h
        curve = np.empty((b1 - b0, self.block), dtype=np.float32)
        np.multiply.outer(self.d1[b0:b1], self.o[:h], out=curve[:, :h])
        np.multiply.outer(self.d2[b0:b1], self.o[h:], out=curve[:, h:])
        curve += self.s[b0:b1, None]
        return curve

    def times(self, x, lo: int, hi: int):
        """x[lo:hi] under the gain (a new array)."""
        b0 = lo // self.block
        flat = self.rows(b0, -(-hi // self.block)).reshape(-1)[lo - b0 * self.block : hi - b0 * self.block]
        flat *= x[lo:hi]
        return flat

    def applied(self, x, out=None):
        """x under the gain: in `out` (which may be x itself), else a new array."""
        import numpy as np

        out = np.empty(len(x), dtype=np.float32) if out is None else out
        step = self.ROWS * self.block
        for lo in range(0, len(x), step):
            hi = min(lo + step, len(x))
            out[lo:hi] = self.times(x, lo, hi)
        return out
