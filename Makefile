# Two commands: `make kits` and `make test` (and `make lint` and `make format` for the linter, formatter and type checker, `make bench` for speed, `make studio` for the web studio). Both set everything up first (tools/setup.sh).
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
PROFILES := $(sort $(basename $(notdir $(wildcard profiles/*.toml))))

.PHONY: setup kits test test-fast lint format bench studio clean

setup:
	@bash tools/setup.sh

kits: setup
	.venv/bin/accessible-kits build $(addprefix -p ,$(PROFILES)) -o kits --jobs $(JOBS)

# The house first (lint: seconds), then every test on every core: CI (.ci/run) runs this. The
# workers take tests in the order tests/conftest.py sorts them (`--dist load`: the next free worker
# takes the next tests): the modules that need no shared build first, while one process builds the
# shared kits at once; the modules that read them last.
test: lint
	.venv/bin/python -m pytest -q -n auto --dist load

# Seconds, not minutes: the linter, the formatter's check and the type checker (0 findings at the
# level pyproject.toml states), then engines, schema, compose, layout maths, text writers, braille
# wrapping (tests/unit, which may start no external program). `make test` runs all of it too.
# On every core: one process took 90 s for the 1,800 tests on 2 cores, two take about 60 s.
test-fast: lint
	.venv/bin/python -m pytest -q -p no:cacheprovider -n auto tests/unit

# ruff and mypy read their settings from pyproject.toml.
lint: setup
	.venv/bin/ruff check --no-cache
	.venv/bin/ruff format --check --no-cache
	.venv/bin/mypy

# Applies ruff's safe fixes (sorted imports and the like), then formats the tree: review the diff.
format: setup
	.venv/bin/ruff check --fix --no-cache --exit-zero
	.venv/bin/ruff format --no-cache

# The studio in your web browser: make kits with a live preview, no command line needed (docs/studio.md).
studio: setup
	.venv/bin/accessible-kits serve --open

# Not a test: times the workloads of issue 14 against the engine floor, writes docs/performance.md.
bench: setup
	.venv/bin/python tools/bench.py $(BENCH_ARGS)

clean:
	rm -rf kits .pytest_cache .mypy_cache .ruff_cache
