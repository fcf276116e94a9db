"""Questions a beginner asks first, in the words players use (found by asking them of the running
service; each failed before the change its test names)."""

from __future__ import annotations

import pytest

from service.answering.ask import Answerer
from service.answering.relevance import Lexicon


def test_ns_1004_1_kyara_is_a_shortening_of_the_printed_kyarakuta(lexicon: Lexicon) -> None:
    """ninjaslayer never prints キャラ (onepiece does): it used to read as another game's word and
    「耐久力が0になったキャラはどうなる?」 got the no-answer."""
    term = next(
        t
        for t in lexicon.read("耐久力が0になったキャラはどうなる?", "ninjaslayer").terms
        if t.unit.form == "キャラ"
    )
    assert not term.foreign and term.known
    assert frozenset({"キャラクター"}) in term.translations
    # a word the game prints is no shortening; a katakana word another game prints still is foreign
    assert not [t for t in lexicon.read("キャラでアタック", "onepiece").terms if t.foreign]
    assert [t.unit.form for t in lexicon.read("エテルに置けるカードは?", "onepiece").terms if t.foreign] == [
        "エテル"
    ]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "question", "lead"),
    [
        ("ninjaslayer", "耐久力が0になったキャラはどうなる?", "1004.1"),
        ("ninjaslayer", "手札は最初何枚?", "403.2"),
        ("kiseki", "手札は最初何枚?", "603.1c"),
        ("sve", "手札は最初何枚?", "6.2.1.7"),
        ("onepiece", "手札は最初何枚?", "5-2-1-6"),
        ("sve", "EPは何に使う?", "3.2.5"),
        # definition questions: the first rule under the heading that is the word (拠点 led with
        # 507.3, カラテ with the 基準能力 sentence), else the sentence whose subject is the word
        ("kiseki", "拠点って何?", "507.1"),
        ("ninjaslayer", "カラテって何?", "206.1"),
        ("sve", "墓場って何?", "4.9.1"),
        ("sve", "EPとは?", "3.2.5"),
        ("kiseki", "オーバーキルってなに?", "804.11a-3"),  # 1319 「オーバーキルしない」 is another heading
    ],
)
def test_beginner_question_leads_with_its_rule(
    real_answerer: Answerer, game: str, question: str, lead: str
) -> None:
    answer = real_answerer.ask(question, game)
    assert answer.answer.splitlines()[0].endswith(f"({lead})"), answer.answer


@pytest.mark.slow
def test_sve_7_2_2_pp_refills_at_the_start_phase_not_by_recovery(real_answerer: Answerer) -> None:
    """「PPは毎ターン回復する?」 led with 5.14.1 (an effect's 回復); the refill is 7.2.2."""
    answer = real_answerer.ask("PPは毎ターン回復する?", "sve")
    assert "(7.2.2)" in "\n".join(answer.answer.splitlines()[:2]), answer.answer
