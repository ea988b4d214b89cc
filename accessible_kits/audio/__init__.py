"""The kit's audio, one job a module, in the order a sound is made.


- synthesis: the espeak-ng process and its forks; a sentence's samples, cached one by one;
  engine_rate, the one mapping from the profile's words a minute to espeak-ng's setting.
- resample: each sentence from espeak-ng's 22 050 Hz to the 16 kHz the kit delivers, once.
- chapters: a script's sentences and pauses joined into chapters, mastered, cached whole.
- loudness: mastering to -18 LUFS and a true peak under -2 dBTP (BS.1770), numpy alone.
- wav: 16-bit mono PCM and the WAV file around it.
- mp3: LAME through ctypes, the ID3 tag, and joining MP3 streams without encoding again.

Nothing is imported here, so naming one part loads that part alone (the CLI's listing
commands load none).
"""
