"""Reading Force of Will questions for the remaining builders: objects of §10 verbs, their sides and
counts, a damage amount and a stat in varied phrasings."""

from __future__ import annotations

from service.answering.extract import extract
from service.answering.scenarios import fow_read as R


def test_fow_read_objects_of_verbs() -> None:
    text = extract("相手プレイヤーと相手のリゾネイター2体それぞれに300ダメージ").text
    got = [(o.kind, o.side, o.count) for o in R.objects_of(text, "ダメージ")]
    assert got == [("player", "opponent", 1), ("resonator", "opponent", 2)]
    text = extract("自分のJ/リゾネイターが500ダメージを受ける").text
    assert [(o.word, o.side) for o in R.objects_of(text, "与え", passive="受け")] == [
        ("J/リゾネイター", "self")
    ]
    # 「1体につき」 counts, it is not a target; 「ルーラーエリア」 is an area, not a ルーラー
    assert R.objects_of(extract("場のリゾネイター1体につき100ダメージ").text, "ダメージ") == []
    assert [m.word for m in R.mentions("相手のルーラーエリアにあるルーラー")] == ["ルーラー"]


def test_fow_read_numbers() -> None:
    text = extract("もう２００ダメージ受けてる防御力５００のリゾネイターに、さらに３００点のダメージ").text
    assert (R.damage_amount(text), R.stat(text, "防御力")) == (300, 500)  # the held 200 is skipped
    assert R.damage_amount("500ダメージを受けたら") == 500
    assert R.damage_amount(extract("手札一枚につき百ダメージ").text) is None  # a per-count amount
