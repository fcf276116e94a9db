"""Retrieval over the clause corpus: Sudachi BM25, sentence-transformers/faiss, fusion."""
