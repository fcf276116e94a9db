"""ninjaslayer plans `controlled_leaves` / `controlled_damaged`: a character whose 支配者 is not its
持ち主 goes to its owner's オヒガン or hand (1311.1, 302.5) and keeps the damage it bore (302.3b)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手から支配を奪ったキャラクターが殺された。相手のオヒガンは4枚。何枚になる?", [5]),
        ("支配を奪ったキャラが殺されたら、自分のオヒガンは何枚増える?", [0]),
        ("支配を奪った相手のキャラがダメージで殺された。相手のオヒガン何枚増える?", [1]),
        ("自分が支配を奪ってた相手のキャラを「持ち主の手札に戻す」で戻した。相手の手札は3枚、何枚になる?",
         [4]),
        ("相手に支配を奪われた俺のキャラが殺された。俺のオヒガンは6枚、何枚になる?", [7]),
        ("相手が支配してる俺のキャラが殺された。相手のオヒガンは2枚、何枚になる?", [2]),
    ],
)  # fmt: skip
def test_a_controlled_character_leaves_for_its_owners_zone(question: str, want: list[int]) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("ダメージを2負ってる耐久力3の相手キャラの支配を奪った。そいつに1ダメージ与えたら殺される?", True),
        ("2ダメージ負ってる耐久力5の相手キャラの支配を奪った。そいつに2ダメージ与えたら殺される?", False),
    ],
)  # fmt: skip
def test_a_controlled_character_keeps_its_damage(question: str, want: bool) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "支配を奪ったキャラで、そのターンにアイサツできる?",  # its 配置状態 is kept (302.3a) but not told
        "支配を奪われた自分のキャラの起動能力、自分でエントリーできる?",
    ],
)  # fmt: skip
def test_what_the_plans_do_not_model_withholds(question: str) -> None:
    assert not situated(question, "ninjaslayer")[0], question
