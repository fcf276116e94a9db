# Two commands for a fresh machine: `make run` and `make test`.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: run test install install-dev lint typecheck pytest index eval clean

$(BIN)/python:
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "need $(PYTHON) on PATH (set PYTHON=...)"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet torch==2.13.0
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev

run: install
	$(BIN)/rulecite index ensure
	$(BIN)/rulecite serve --host 127.0.0.1 --port 8000

lint: install-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: install-dev
	$(BIN)/mypy

pytest: install-dev
	$(BIN)/pytest -q

test: lint typecheck pytest

index: install
	$(BIN)/rulecite index build

# The development question set (JSON lines) is not part of the repository: point EVAL_SET at it,
# e.g. `make eval EVAL_SET=~/shared/eval/dev.jsonl`. Checked before anything is installed.
EVAL_SET ?= ../shared/eval/dev.jsonl
eval: eval-set install
	$(BIN)/rulecite eval --set "$(EVAL_SET)" --mode all

.PHONY: eval-set
eval-set:
	@test -f "$(EVAL_SET)" || { echo "make eval: no question set at $(EVAL_SET); run make eval EVAL_SET=path/to/dev.jsonl"; exit 2; }

clean:
	rm -rf $(VENV) .cache .mypy_cache .pytest_cache .ruff_cache

# System Chromium (and Japanese fonts for readable screenshots) for the browser UI tests; needs root.
# The tests drive /usr/bin/chromium through Playwright and never download a browser.
.PHONY: browser-deps
browser-deps:
	@if [ ! -x /usr/bin/chromium ]; then \
		apt-get update && apt-get install -y chromium fonts-noto-cjk; \
	fi
