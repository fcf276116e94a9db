"""Round-26 audit (26a, all five games): does a quoted trigger fire? 40 own questions, 8 a game, 24 traps,
kept in `data/style_audit26a.jsonl` with the rulebook clause of each expected answer: a triggered ability
told by a quote, a bracketed keyword or its bare word (「ラストワード持ちの」「【KO時】で1枚引ける」), and an
event that only looks like its condition — removed from the game / exiled / banished / bounced instead of
destroyed, a control change, ambush instead of entry, damage prevented to 0, a waiting trigger whose source
left, two holders destroyed at once, a stunned UNIT's abilities.

First try (HEAD 35d817a): 5 stated, 5 right, 0 wrong, 35 withheld. Most misses were one gap: the trigger was
told otherwise than as a quote opening with the ability's trigger word and effect. Built:
* `plans/trigger_words.py` with its words in `lexicon/card_text.json`:
  - `told_trigger`: a trigger told by its word alone (onepiece 【KO時】/【登場時】, sve ラストワード /
    ファンファーレ — "told_triggers"), read as its KEYWORD, MODIFIER or TERM fact, for 「発動する?」 only (the
    effect not told is a draw of one, noted: whether it triggers depends on the condition — sve 10.7.2,
    onepiece 8-1-3-1); a draw told unquoted right after it (「ラストワードでカードを1枚引く」) is its
    effect and may be asked (「1枚引ける?」「何枚引ける?」); the word named again in the asking sentence
    (「KO時で1枚引ける?」) is the ability asked by name (`named_again`);
  - `bare_condition`: a quote of the condition alone (「「これが軌跡に置かれた時」を持つUNIT」) read by the
    game's "triggers" patterns, its effect assumed as above, the quote held by the card (`held`);
  - `instruction_quote`: a bare instruction quoted as the event's cause (「相手の「KOする」効果で」,
    "instruction_quotes": onepiece 10-2-1-2, sve 5.5.1 / 5.6.1, ninjaslayer 1311.1 / 1324.1, kiseki
    1317.1 / 1317.2 / 1330.1, fow 10.9.1 / 10.3.1) is the event;
* engine look-back triggers by destination zone (`Timing.TO_PILE`, fow "graveyard"): kiseki
  「これが軌跡に置かれた時」 (1211.6b: 即死 1317.1 and 破壊 1317.2 meet it, ゲームから除外 1330.1 does not),
  ninjaslayer 「これがオヒガンに置かれた時」 (1209.6: 殺す 1311.1, not 除外 1324.1), fow 「このカードが墓地に
  置かれたとき」 (破壊 10.9.1 and 破棄 10.10.1, not ゲームから取り除く 10.3.1) — each `triggered` /
  `cannot_trigger` citing the instruction's clause; onepiece records a 【KO時】 character returned to the
  hand as not KO'd (10-2-1-2, `cannot_trigger`);
* 「誘発する?」 read as the ask `about:trigger` (fow) asks whether the ability fires; 「同時に」 tells the
  event of every holder (two ラストワード holders destroyed at once draw 2, 10.7.2);
* `other_ability_asked`: an asking sentence naming another triggered ability ("ability_words":
  「…破壊された。攻撃時能力は誘発する?」) withholds — the told-word reading had stated the ラストワード's
  'yes' for it (found by sve_audit11b, fixed before commit).
After: 16 stated, 16 right, 0 wrong, 24 withheld, each with its reason in "open" (timings no engine runs
on a told card: 【アタック時】/【攻撃時】, ダメージを受けた時, 登場した時 / アンブッシュ, イクサで殺された時,
スタンした時; a control change; a pending ability asked as a rule with no card).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit26a")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st26a-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit26a_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit26a_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# a trigger told by its word alone, asked whether it fires: the event decides (sve 12.5.3 / 12.4.3,
# onepiece 10-2-1-2 / 10-2-1-3); another ability's word asked, or a count of an effect not told: withheld
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("【ラストワード】持ちの自分のフォロワーが相手の効果で破壊された。誘発する?", "sve", "yes"),
        ("相手の「フォロワーを破壊する」効果で、ラストワード持ちの俺のフォロワーが破壊された。ラストワードは誘発する?",
         "sve", "yes"),
        ("ファンファーレ持ちのフォロワーをプレイした。ファンファーレは発動する?", "sve", "yes"),
        ("ラストワード持ちのフォロワーが相手の効果で消滅した。ラストワードは誘発する?", "sve", "no"),
        ("【KO時】持ちのキャラが効果で持ち主の手札に戻された。【KO時】は発動する?", "onepiece", "no"),
        ("相手の「KOする」効果で、【KO時】持ちの俺のキャラがKOされた。【KO時】は発動する?",
         "onepiece", "yes"),
        ("ラストワード持ちのフォロワーが破壊された。ファンファーレは発動する?", "sve", None),
        ("ラストワード持ちのフォロワーが破壊された。何枚引ける?", "sve", None),
        ("相手の「KOする」効果で【KO時】持ちの俺のキャラがKOされた。1枚引ける?", "onepiece", None),
        ("ラストワード持ちフォロワーが破壊された。攻撃時能力は誘発する?", "sve", None),
        ("「これが殺された時、1枚ドロー」を持つキャラが殺された。アイサツした時は誘発する?",
         "ninjaslayer", None),
    ],
)  # fmt: skip
def test_a_trigger_told_by_its_word(question: str, game: str, want: str | None) -> None:
    stated, value, _summary = situated(question, game)
    assert (stated, value) == (True, want) if want else not stated, (question, value)


# a draw told unquoted right after the word is the ability's own: its count may be asked
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("ラストワードでカードを2枚引くフォロワーが相手のスペルで消滅した。何枚引ける?", "sve", [0]),
        ("ラストワードで1枚引くフォロワー2体が同時に破壊された。何枚引ける?", "sve", [2]),
        ("【KO時】でカードを1枚引くキャラが相手の効果でKOされた。何枚引ける?", "onepiece", [1]),
        ("手札からファンファーレで1枚引くフォロワーをプレイした。ファンファーレで1枚引ける?", "sve", "yes"),
    ],
)
def test_an_unquoted_draw_after_the_word(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# look-back triggers by the zone the card went to (kiseki 1211.6b, ninjaslayer 1209.6, fow 10.9.1 /
# 10.10.1 / 10.3.1); a quote of the condition alone answers 「誘発する?」 only
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手の「UNITを破壊する」効果で、俺の「これが軌跡に置かれた時、カードを1枚引く」持ちのUNITが破壊された。"
         "1枚引ける?", "kiseki", "yes"),
        ("「これが軌跡に置かれた時」を持つUNITがゲームから除外された。この誘発クラフトは発動する?",
         "kiseki", "no"),
        ("「これがオヒガンに置かれた時、1枚ドロー」を持つキャラが相手のコトダマで殺された。1枚引ける?",
         "ninjaslayer", "yes"),
        ("相手の「殺す」効果で、「これが殺された時、1枚ドロー」を持つ俺のキャラが殺された。誘発する?",
         "ninjaslayer", "yes"),
        ("「このカードが墓地に置かれたとき」を持つリゾネイターが破壊された。誘発する?", "fow", "yes"),
        ("「このカードが墓地に置かれたとき」を持つリゾネイターがゲームから取り除かれた。誘発する?",
         "fow", "no"),
        ("「このカードが墓地に置かれたとき」を持つリゾネイターが破壊された。何枚引ける?", "fow", None),
        ("「これが軌跡に置かれた時、カードを1枚引く」を持つUNITが手札に戻された。誘発する?", "kiseki", None),
    ],
)  # fmt: skip
def test_a_look_back_trigger_by_its_zone(question: str, game: str, want: str | None) -> None:
    stated, value, _summary = situated(question, game)
    assert (stated, value) == (True, want) if want else not stated, (question, value)
