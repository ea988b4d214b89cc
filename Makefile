# Two commands: `make kits` and `make test`. Both set everything up first.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: setup kits test clean

setup:
	@bash tools/setup.sh

kits: setup
	.venv/bin/accessible-kits build -p standard -p large-print -p high-contrast -p tactile -o kits --jobs $(JOBS)

test: setup
	.venv/bin/python -m pytest -n $(JOBS) -q

clean:
	rm -rf kits .pytest_cache
