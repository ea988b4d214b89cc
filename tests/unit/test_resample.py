"""audio.resample: espeak-ng's 22 050 Hz to the delivered 16 kHz keeps speech's band, aliases
nothing, keeps time, and matches the polyphase filter worked out one output at a time."""

from __future__ import annotations

import numpy as np
import pytest

from accessible_kits.audio import resample

IN = 22050


def _tone(hz: float, seconds: float = 1.0, amplitude: float = 16000.0):
    t = np.arange(round(IN * seconds)) / IN
    return np.rint(amplitude * np.sin(2 * np.pi * hz * t)).astype("<i2")


def _gain_db(hz: float) -> float:
    """The level of a tone at `hz` after resampling, against the tone's, away from the edges."""
    x = _tone(hz)
    y = resample.resampled(x, IN, 1 / 32768)[800:-800]
    rms_in = np.sqrt(np.mean((x[1000:-1000] / 32768.0) ** 2))
    return float(20 * np.log10(np.sqrt(np.mean(y.astype(np.float64) ** 2)) / rms_in))


@pytest.mark.parametrize("hz", [100, 1000, 3000, 5000, 6500, 7000])
def test_speech_band_is_kept_flat(hz):
    assert abs(_gain_db(hz)) < 0.01


@pytest.mark.parametrize("hz", [8000, 8500, 9500, 11000])
def test_nothing_above_eight_kilohertz_folds_back(hz):
    """A tone above the new Nyquist frequency would come back as an alias below it: it is gone."""
    assert _gain_db(hz) < -resample.STOPBAND_DB + 1


def test_each_output_is_the_input_at_its_instant():
    """Output j is the sound at j / 16000 s: a 1 kHz tone resampled is the tone sampled at 16 kHz."""
    x = _tone(1000.0)
    y = resample.resampled(x, IN, 1 / 32768)
    assert len(y) == resample.length(len(x), IN) == -(-len(x) * 16000 // IN)
    want = 16000 / 32768 * np.sin(2 * np.pi * 1000 * np.arange(len(y)) / 16000)
    assert np.abs(y - want)[400:-400].max() < 2e-4  # within 16-bit rounding of the input


def test_the_matrices_give_the_filter_output_by_output():
    """The grouped matrix products equal the polyphase sum written out for single outputs."""
    rng = np.random.default_rng(7)
    x = rng.integers(-20000, 20000, 5000).astype("<i2")
    y = resample.resampled(x, IN, 1.0)
    half = resample._filters(IN, 1.0)[0]
    beta = 0.1102 * (resample.STOPBAND_DB - 8.7)
    cutoff = (resample.PASS_HZ + resample.STOP_HZ) / 2 / IN
    for j in (0, 1, 31, 32, 319, 320, 1000, len(y) - 1):
        at = j * IN / 16000
        i = np.arange(int(np.floor(at)) - half + 1, int(np.floor(at)) + half + 1)
        t = i - at
        taps = 2 * cutoff * np.sinc(2 * cutoff * t) * np.i0(beta * np.sqrt(np.clip(1 - (t / half) ** 2, 0, 1)))
        taps /= taps.sum()
        inside = (i >= 0) & (i < len(x))
        assert y[j] == pytest.approx(float(np.dot(taps[inside], x[i[inside]])), rel=1e-5, abs=1e-2), j


def test_a_rate_at_or_under_the_delivery_rate_is_kept():
    x = np.array([0, 100, -100, 32767], dtype="<i2")
    assert resample.delivered_rate(16000) == 16000 and resample.delivered_rate(11025) == 11025
    assert resample.resampled(x, 16000, 0.5).tolist() == [0.0, 50.0, -50.0, 16383.5]
    assert resample.length(4, 16000) == 4
