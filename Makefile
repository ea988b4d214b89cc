# Two commands: `make kits` and `make test` (and `make bench` for speed, `make studio` for the web studio). Both set everything up first (tools/setup.sh).
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
PROFILES := $(sort $(basename $(notdir $(wildcard profiles/*.toml))))

.PHONY: setup kits test test-fast bench studio clean

setup:
	@bash tools/setup.sh

kits: setup
	.venv/bin/accessible-kits build $(addprefix -p ,$(PROFILES)) -o kits --jobs $(JOBS)

test: setup
	.venv/bin/python -m pytest -q -n auto

# Seconds, not minutes: engines, schema, compose, layout maths, text writers, braille wrapping
# (tests/unit, which may start no external program). `make test` runs these too.
test-fast: setup
	.venv/bin/python -m pytest -q -p no:cacheprovider tests/unit

# The studio in your web browser: make kits with a live preview, no command line needed (docs/studio.md).
studio: setup
	.venv/bin/accessible-kits serve --open

# Not a test: times the workloads of issue 14 against the engine floor, writes docs/performance.md.
bench: setup
	.venv/bin/python tools/bench.py $(BENCH_ARGS)

clean:
	rm -rf kits .pytest_cache
