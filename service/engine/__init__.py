"""Executable models of each game's core rules; every state change cites its clause.

Pure Python: never imports FastAPI or faiss."""
