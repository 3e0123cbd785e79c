### A rules question's answer (bot/render/rules_answer.py): the short answer first, then the rules.

## the short answer: a rule's gist (rules_gists.ftl), said yes or no when the question asks it
rq-answer = { $answer ->
        [yes] Yes: { $gist } ({ $rule }).
        [no] No: { $gist } ({ $rule }).
       *[none] { CAP($gist) } ({ $rule }).
    }
## a keyword's rule: what kind of ability it is
rq-keyword = { $named ->
        [bare] { CAP($name) }
       *[article] { CAP($name) }
    } { $kind ->
        [static] is a static ability
        [triggered] is a triggered ability
        [activated] is an activated ability
        [evasion] is an evasion ability
        [cda] is a characteristic-defining ability
        [keyword] is a keyword ability
       *[none] is a keyword ability
    } ({ $rule }).
rq-keyword-several = { $named ->
        [bare] { CAP($name) }
       *[article] { CAP($name) }
    } stands for { WORDS($count) } abilities ({ $rule }).
rq-action = { $named ->
        [bare] { CAP($name) }
       *[article] { CAP($name) }
    } is a keyword action ({ $rule }).
## any other rule: the rule and its section
rq-rule = Rule { $rule } ({ $title }) answers this question.
# what the rule says, when no gist says what it means: its first sentence, in the rules' own words
rq-rule-says = Rule { $rule } ({ $title }) says{ $english ->
       *[yes] {""}
    }: “{ $text }”

## headers around the rules' texts
rq-header = Rule { $rule } ({ $title }){ $english ->
        [yes] , quoted in English:
       *[no] :
    }
rq-see_also = { $english ->
        [yes] See also (in English):
       *[no] See also:
    }
rq-see_also-item = { $rule } ({ $title })
rq-glossary = { $english ->
        [yes] Glossary (in English):
       *[no] Glossary:
    }
rq-glossary-term = { $name } (“{ $term }”)
rq-glossary-english = “{ $term }”

## the sections of the Comprehensive Rules, to say where a rule belongs
section-100 = General
section-101 = The Magic Golden Rules
section-102 = Players
section-103 = Starting the Game
section-104 = Ending the Game
section-105 = Colors
section-106 = Mana
section-107 = Numbers and Symbols
section-108 = Cards
section-109 = Objects
section-110 = Permanents
section-111 = Tokens
section-112 = Spells
section-113 = Abilities
section-114 = Emblems
section-115 = Targets
section-116 = Special Actions
section-117 = Timing and Priority
section-118 = Costs
section-119 = Life
section-120 = Damage
section-121 = Drawing a Card
section-122 = Counters
section-123 = Stickers
section-200 = General
section-201 = Name
section-202 = Mana Cost and Color
section-203 = Illustration
section-204 = Color Indicator
section-205 = Type Line
section-206 = Expansion Symbol
section-207 = Text Box
section-208 = Power/Toughness
section-209 = Loyalty
section-210 = Defense
section-211 = Hand Modifier
section-212 = Life Modifier
section-213 = Information Below the Text Box
section-300 = General
section-301 = Artifacts
section-302 = Creatures
section-303 = Enchantments
section-304 = Instants
section-305 = Lands
section-306 = Planeswalkers
section-307 = Sorceries
section-308 = Kindreds
section-309 = Dungeons
section-310 = Battles
section-311 = Planes
section-312 = Phenomena
section-313 = Vanguards
section-314 = Schemes
section-315 = Conspiracies
section-400 = General
section-401 = Library
section-402 = Hand
section-403 = Battlefield
section-404 = Graveyard
section-405 = Stack
section-406 = Exile
section-407 = Ante
section-408 = Command
section-500 = General
section-501 = Beginning Phase
section-502 = Untap Step
section-503 = Upkeep Step
section-504 = Draw Step
section-505 = Main Phase
section-506 = Combat Phase
section-507 = Beginning of Combat Step
section-508 = Declare Attackers Step
section-509 = Declare Blockers Step
section-510 = Combat Damage Step
section-511 = End of Combat Step
section-512 = Ending Phase
section-513 = End Step
section-514 = Cleanup Step
section-600 = General
section-601 = Casting Spells
section-602 = Activating Activated Abilities
section-603 = Handling Triggered Abilities
section-604 = Handling Static Abilities
section-605 = Mana Abilities
section-606 = Loyalty Abilities
section-607 = Linked Abilities
section-608 = Resolving Spells and Abilities
section-609 = Effects
section-610 = One-Shot Effects
section-611 = Continuous Effects
section-612 = Text-Changing Effects
section-613 = Interaction of Continuous Effects
section-614 = Replacement Effects
section-615 = Prevention Effects
section-616 = Interaction of Replacement and/or Prevention Effects
section-700 = General
section-701 = Keyword Actions
section-702 = Keyword Abilities
section-703 = Turn-Based Actions
section-704 = State-Based Actions
section-705 = Flipping a Coin
section-706 = Rolling a Die
section-707 = Copying Objects
section-708 = Face-Down Spells and Permanents
section-709 = Split Cards
section-710 = Flip Cards
section-711 = Leveler Cards
section-712 = Double-Faced Cards
section-713 = Substitute Cards
section-714 = Saga Cards
section-715 = Adventurer Cards
section-716 = Class Cards
section-717 = Attraction Cards
section-718 = Prototype Cards
section-719 = Case Cards
section-720 = Omen Cards
section-721 = Station Cards
section-722 = Controlling Another Player
section-723 = Ending Turns and Phases
section-724 = The Monarch
section-725 = The Initiative
section-726 = Restarting the Game
section-727 = Rad Counters
section-728 = Subgames
section-729 = Merging with Permanents
section-730 = Day and Night
section-731 = Taking Shortcuts
section-732 = Handling Illegal Actions
section-800 = General
section-801 = Limited Range of Influence Option
section-802 = Attack Multiple Players Option
section-803 = Attack Left and Attack Right Options
section-804 = Deploy Creatures Option
section-805 = Shared Team Turns Option
section-806 = Free-for-All Variant
section-807 = Grand Melee Variant
section-808 = Team vs. Team Variant
section-809 = Emperor Variant
section-810 = Two-Headed Giant Variant
section-811 = Alternating Teams Variant
section-900 = General
section-901 = Planechase
section-902 = Vanguard
section-903 = Commander
section-904 = Archenemy
section-905 = Conspiracy Draft
