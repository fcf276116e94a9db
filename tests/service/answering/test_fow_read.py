"""Reading Force of Will questions for the remaining builders: the cards named, a damage amount and
a stat in varied phrasings."""

from __future__ import annotations

from service.answering.extract import extract
from service.answering.scenarios import fow_read as R


def test_fow_read_mentions() -> None:
    # 「ルーラーエリア」 is an area, not a ルーラー
    assert [m.word for m in R.mentions("相手のルーラーエリアにあるルーラー")] == ["ルーラー"]


def test_fow_read_numbers() -> None:
    text = extract("もう２００ダメージ受けてる防御力５００のリゾネイターに、さらに３００点のダメージ").text
    assert (R.damage_amount(text), R.stat(text, "防御力")) == (300, 500)  # the held 200 is skipped
    assert R.damage_amount("500ダメージを受けたら") == 500
    assert R.damage_amount(extract("手札一枚につき百ダメージ").text) is None  # a per-count amount
