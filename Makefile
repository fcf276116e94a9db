# Two commands for a fresh machine: `make run` and `make test`.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: run test install install-dev lint typecheck pytest index eval clean

# pip shows what it collects and installs (minutes on a fresh machine, so never --quiet).
PIP_INSTALL := $(BIN)/pip install --progress-bar on --disable-pip-version-check
# PyPI downloads are sometimes cut off mid-file (a CI run on 2026-11-27 failed with ja_ginza's wheel stuck at
# 56.1 of 59.1 MB after pip's 5 resumes), so the installs after pip's own upgrade (the venv's first pip may not
# know --resume-retries) resume more and run up to three times before giving up.
PIP_FETCH := $(PIP_INSTALL) --retries 10 --timeout 60 --resume-retries 20
RETRY3 := for try in 1 2 3; do
RETRY3_END := && break; if [ $$try = 3 ]; then exit 1; fi; echo "==> pip install failed (try $$try of 3); retrying in 15 s"; sleep 15; done

$(BIN)/python:
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "need $(PYTHON) on PATH (set PYTHON=...)"; exit 1; }
	@echo "==> creating the virtual environment in $(VENV)"
	$(PYTHON) -m venv $(VENV)
	$(RETRY3) $(PIP_INSTALL) --retries 10 --timeout 60 --upgrade pip $(RETRY3_END)

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	@echo "==> [1/2] installing torch 2.13.0 (CPU build; used only to build the index)"
	$(RETRY3) $(PIP_FETCH) torch==2.13.0 $(RETRY3_END)
	@echo "==> [2/2] installing rulecite and its dependencies"
	$(RETRY3) $(PIP_FETCH) -e . $(RETRY3_END)
	touch $@

$(VENV)/.installed-dev: pyproject.toml $(VENV)/.installed
	@echo "==> installing the development tools (pytest, mypy, ruff, …)"
	$(RETRY3) $(PIP_FETCH) -e '.[dev]' $(RETRY3_END)
	touch $@

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev

# `index ensure` checks the manifest and file hashes (seconds) and builds only when needed, with a
# progress line per step; `serve` answers /health at once and loads search in the background.
run: install
	@echo "==> checking the search index (built on the first run: model conversion, ONNX export, embedding)"
	$(BIN)/rulecite index ensure
	@echo "==> serving on http://$(HOST):$(PORT) (UI at /, API docs at /docs)"
	$(BIN)/rulecite serve --host $(HOST) --port $(PORT)

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
