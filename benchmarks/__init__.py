"""Benchmark scripts (run as files: `.venv/bin/python benchmarks/<name>.py`); a package so that
one script can import another as `benchmarks.<name>`."""
