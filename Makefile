# Two commands: `make kits` and `make test`. Both set everything up first (tools/setup.sh).
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
PROFILES := $(sort $(basename $(notdir $(wildcard profiles/*.toml))))

.PHONY: setup kits test clean

setup:
	@bash tools/setup.sh

kits: setup
	.venv/bin/accessible-kits build $(addprefix -p ,$(PROFILES)) -o kits --jobs $(JOBS)

test: setup
	.venv/bin/python -m pytest -q

clean:
	rm -rf kits .pytest_cache
