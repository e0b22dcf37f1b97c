//! The stable codes of the log's actions and of the engines' refusals, written once.
//!
//! Every ruleset's `Action` carries its `type` code in the log (`"end_turn"`), and every
//! `Refusal` its `code` in the API's JSON (`"not_your_turn"`). The program asks for the
//! same word (`action.kind()`, `refusal.code()`) to pick a sentence, a form or a test.
//! Written twice, once for serde and once in a hand-kept `match`, the two lists drift;
//! [`coded!`](crate::engine::codes::coded) takes the code once, beside its variant, and
//! gives it to both.

/// Declares an enum whose every variant is preceded by its stable code, and derives from
/// that one word both serde's tag for the variant and a method returning it:
///
/// ```ignore
/// coded! { kind;
///     #[derive(Serialize, Deserialize)]
///     #[serde(tag = "type", deny_unknown_fields)]
///     pub enum Action {
///         "end_turn" EndTurn { seat: Seat },
///     }
/// }
/// ```
///
/// gives `Action::EndTurn { .. }.kind() == "end_turn"`, the log's `{"type": "end_turn", …}`,
/// and `Action::CODES`, every code in the order written. The enum must derive serde's
/// `Serialize` (the code is its tag), and is otherwise written as usual: attributes and
/// doc comments on the enum, its variants and their fields pass through unchanged.
macro_rules! coded {
    (
        $method:ident;
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$variant_meta:meta])*
                $code:literal $variant:ident $({ $($fields:tt)* })?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $(
                $(#[$variant_meta])*
                #[serde(rename = $code)]
                $variant $({ $($fields)* })?
            ),*
        }

        impl $name {
            /// Every code, in the order the variants are declared.
            pub const CODES: &'static [&'static str] = &[$($code),*];

            /// The variant's stable code: its serde tag, the same word the JSON carries.
            pub fn $method(&self) -> &'static str {
                match self {
                    $($name::$variant { .. } => $code,)*
                }
            }
        }
    };
}

pub(crate) use coded;

/// Declares a ruleset's log action: a [`coded!`] enum whose code is the action's `type` in
/// the log, read strictly (an unknown field is refused, as `docs/MATCH-LOG.md` promises for
/// every ruleset), comparable and cloneable as the replay and the tests need, with
/// `seat()`: the seat that acts, which is the variant's first field when that is
/// `seat: Seat` (a player's action), and `None` otherwise (the clock, the referee's end
/// of the match, table actions). Written once here, so that no ruleset's actions drift
/// from that contract and no ruleset keeps a hand-written list of its seated actions:
///
/// ```ignore
/// log_actions! {
///     pub enum Action {
///         "end_turn" EndTurn { seat: Seat },
///         "end_match" EndMatch { reason: String },
///     }
/// }
/// ```
///
/// gives the `coded! { kind; … }` enum above, with its derives and serde attribute, and
/// `EndTurn { seat: 2 }.seat() == Some(2)`, `EndMatch { .. }.seat() == None`.
///
/// The actions the dice rulesets record alike are declared once, here, and a ruleset
/// names one by its code and variant with `{ .. }` for its fields, where it stands in its
/// list: `"occupy" Occupy { .. }` (armies into the territory just conquered),
/// `"move" Move { .. }` (the turn's one move between two own territories),
/// `"end_turn" EndTurn { .. }`, `"clock" Clock { .. }` (its own `ClockEvent` with the
/// server time) and `"end_match" EndMatch { .. }` (the referee's early end, with a
/// reason). Each gives the same variant, fields, serde attributes and docs to every
/// ruleset that names it, so the log's JSON is the same as when each wrote its own.
///
/// A ruleset whose referee records actions about a seat (a penalty, a revealed objective)
/// names those variants first, `about_seat [Penalty, RevealObjective];`: their `seat` is
/// the seat concerned, not the one acting, and `seat()` is `None` for them.
macro_rules! log_actions {
    // The shared actions, each spliced in where the ruleset names it.
    (@munch $meta:tt $vis:tt $name:ident $about:tt [$($done:tt)*]
        "occupy" Occupy { .. } $(, $($rest:tt)*)?) => {
        $crate::engine::codes::log_actions! { @munch $meta $vis $name $about [$($done)*
            /// Armies moved into the territory just conquered.
            "occupy" Occupy {
                /// The conqueror.
                seat: Seat,
                /// Armies moved in.
                tanks: u32,
            },
        ] $($($rest)*)? }
    };
    (@munch $meta:tt $vis:tt $name:ident $about:tt [$($done:tt)*]
        "move" Move { .. } $(, $($rest:tt)*)?) => {
        $crate::engine::codes::log_actions! { @munch $meta $vis $name $about [$($done)*
            /// The turn's one move.
            "move" Move {
                /// Who moves.
                seat: Seat,
                /// From this own territory...
                from: $crate::engine::map::TerritoryId,
                /// ...to this adjacent own territory.
                to: $crate::engine::map::TerritoryId,
                /// Armies moved.
                tanks: u32,
            },
        ] $($($rest)*)? }
    };
    (@munch $meta:tt $vis:tt $name:ident $about:tt [$($done:tt)*]
        "end_turn" EndTurn { .. } $(, $($rest:tt)*)?) => {
        $crate::engine::codes::log_actions! { @munch $meta $vis $name $about [$($done)*
            /// Ends the turn.
            "end_turn" EndTurn {
                /// Whose turn ends.
                seat: Seat,
            },
        ] $($($rest)*)? }
    };
    (@munch $meta:tt $vis:tt $name:ident $about:tt [$($done:tt)*]
        "clock" Clock { .. } $(, $($rest:tt)*)?) => {
        $crate::engine::codes::log_actions! { @munch $meta $vis $name $about [$($done)*
            /// A clock event with the server time.
            "clock" Clock {
                /// Which event: the ruleset's own `ClockEvent`.
                event: ClockEvent,
                /// When (RFC 3339).
                at: chrono::DateTime<chrono::Utc>,
            },
        ] $($($rest)*)? }
    };
    (@munch $meta:tt $vis:tt $name:ident $about:tt [$($done:tt)*]
        "end_match" EndMatch { .. } $(, $($rest:tt)*)?) => {
        $crate::engine::codes::log_actions! { @munch $meta $vis $name $about [$($done)*
            /// The referee ends the match early.
            "end_match" EndMatch {
                /// Why (walk-over, forfeit...).
                reason: String,
            },
        ] $($($rest)*)? }
    };
    // A ruleset's own action, as written.
    (@munch $meta:tt $vis:tt $name:ident $about:tt [$($done:tt)*]
        $(#[$variant_meta:meta])* $code:literal $variant:ident { $($fields:tt)* }
        $(, $($rest:tt)*)?) => {
        $crate::engine::codes::log_actions! { @munch $meta $vis $name $about [$($done)*
            $(#[$variant_meta])* $code $variant { $($fields)* },
        ] $($($rest)*)? }
    };
    // Every action read: the enum.
    (@munch [$(#[$meta:meta])*] [$vis:vis] $name:ident [$($about:ident)*] [$(
        $(#[$variant_meta:meta])*
        $code:literal $variant:ident { $($fields:tt)* },
    )*]) => {
        $crate::engine::codes::coded! { kind;
            $(#[$meta])*
            #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
            #[serde(tag = "type", deny_unknown_fields)]
            $vis enum $name {
                $(
                    $(#[$variant_meta])*
                    $code $variant { $($fields)* }
                ),*
            }
        }

        impl $name {
            /// The seat acting: a variant's first field `seat`, if it has one, unless the
            /// variant is the referee's about that seat.
            pub fn seat(&self) -> Option<$crate::engine::seat::Seat> {
                $(
                    if let $name::$about { .. } = self {
                        return None;
                    }
                )*
                match self {
                    $(
                        $name::$variant { .. } => $crate::engine::codes::log_actions!(
                            @seat self, $name, $variant, { $($fields)* }
                        ),
                    )*
                }
            }
        }
    };
    (@seat $this:expr, $name:ident, $variant:ident,
        { $(#[$field_meta:meta])* seat: Seat $(, $($rest:tt)*)? }) => {
        match $this {
            $name::$variant { seat, .. } => Some(*seat),
            _ => None,
        }
    };
    (@seat $this:expr, $name:ident, $variant:ident, { $($fields:tt)* }) => {
        None
    };
    (
        about_seat [$($about:ident),* $(,)?];
        $(#[$meta:meta])*
        $vis:vis enum $name:ident { $($body:tt)* }
    ) => {
        $crate::engine::codes::log_actions! { @munch
            [$(#[$meta])*] [$vis] $name [$($about)*] [] $($body)*
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident { $($body:tt)* }
    ) => {
        $crate::engine::codes::log_actions! { @munch
            [$(#[$meta])*] [$vis] $name [] [] $($body)*
        }
    };
}

pub(crate) use log_actions;

/// Declares a ruleset's clock events, the `event` of its `clock` action: every timed
/// ruleset starts its clock and lets the referee pause and resume it, and adds the events
/// of its own end of time. The ruleset writes its `Start` (with what starts it) and its
/// own events; `Pause` and `Resume` follow `Start`, written once here, and the derives
/// and snake_case names are the same for every ruleset:
///
/// ```ignore
/// clock_events! {
///     /// A clock event.
///     pub enum ClockEvent {
///         /// The first placement turn: the clock starts.
///         Start,
///         /// Time is up: the round in progress is the last.
///         TimeUp,
///     }
/// }
/// ```
macro_rules! clock_events {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(#[$start_meta:meta])*
            Start,
            $(
                $(#[$variant_meta:meta])*
                $variant:ident
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "snake_case")]
        $vis enum $name {
            $(#[$start_meta])*
            Start,
            /// The referee pauses the clock.
            Pause,
            /// The referee resumes it.
            Resume,
            $(
                $(#[$variant_meta])*
                $variant
            ),*
        }
    };
}

pub(crate) use clock_events;

#[cfg(test)]
mod tests {
    use serde::Serialize;

    use crate::engine::seat::Seat;

    coded! { code;
        #[derive(Serialize)]
        #[serde(tag = "code")]
        enum Toy {
            "too_far" TooFar { steps: u32 },
            "not_now" Later,
            "renamed_freely" Other {
                #[serde(skip_serializing_if = "Option::is_none")]
                why: Option<String>,
            },
        }
    }

    #[test]
    fn the_method_and_serde_say_the_same_code() {
        let toys = [
            Toy::TooFar { steps: 3 },
            Toy::Later,
            Toy::Other { why: None },
        ];
        for toy in &toys {
            let json = serde_json::to_value(toy).unwrap();
            assert_eq!(json["code"], toy.code());
        }
        assert_eq!(
            serde_json::to_value(&toys[0]).unwrap(),
            serde_json::json!({"code": "too_far", "steps": 3})
        );
        assert_eq!(Toy::CODES, ["too_far", "not_now", "renamed_freely"]);
    }

    log_actions! {
        /// A toy ruleset's actions.
        enum ToyAction {
            "end_turn" EndTurn { seat: Seat },
            "end_match" EndMatch { reason: String },
        }
    }

    #[test]
    fn a_log_action_is_tagged_by_type_and_read_strictly() {
        let end = ToyAction::EndTurn { seat: 1 };
        assert_eq!(
            serde_json::to_string(&end).unwrap(),
            r#"{"type":"end_turn","seat":1}"#
        );
        assert_eq!(end.kind(), "end_turn");
        assert_eq!(ToyAction::CODES, ["end_turn", "end_match"]);
        assert_eq!(end.seat(), Some(1));
        let over = ToyAction::EndMatch {
            reason: "walk-over".into(),
        };
        assert_eq!(over.seat(), None);
        let read: ToyAction = serde_json::from_str(r#"{"type":"end_turn","seat":1}"#).unwrap();
        assert_eq!(read, end);
        assert!(
            serde_json::from_str::<ToyAction>(r#"{"type":"end_turn","seat":1,"x":2}"#).is_err(),
            "an unknown field is refused"
        );
    }

    /// Every ruleset declared with `log_actions!` names the seat of a player's action and
    /// none for the clock, the referee's end of the match and the year's bidding, as
    /// their hand-kept lists did.
    #[test]
    fn the_rulesets_actions_name_a_players_seat_only() {
        use crate::engine::{log, risk2210, teg, tegjr};
        fn read<A: serde::de::DeserializeOwned>(json: &str) -> A {
            serde_json::from_str(json).expect(json)
        }
        let turn = r#"{"type": "end_turn", "seat": 2}"#;
        let clock = r#"{"type": "clock", "event": "start", "at": "2026-01-01T10:00:00Z"}"#;
        let end = r#"{"type": "end_match", "reason": "walk-over"}"#;
        assert_eq!(read::<log::Action>(turn).seat(), Some(2));
        assert_eq!(read::<teg::Action>(turn).seat(), Some(2));
        assert_eq!(read::<risk2210::Action>(turn).seat(), Some(2));
        assert_eq!(read::<tegjr::Action>(turn).seat(), Some(2));
        assert_eq!(read::<log::Action>(clock).seat(), None);
        assert_eq!(read::<teg::Action>(clock).seat(), None);
        assert_eq!(read::<risk2210::Action>(clock).seat(), None);
        assert_eq!(read::<log::Action>(end).seat(), None);
        assert_eq!(read::<teg::Action>(end).seat(), None);
        assert_eq!(read::<risk2210::Action>(end).seat(), None);
        assert_eq!(read::<tegjr::Action>(end).seat(), None);
        let bids = r#"{"type": "year_start", "bids": {"0": 3}, "markers": {"0": 1}}"#;
        let adjust = r#"{"type": "referee_adjust", "reason": "a recount"}"#;
        assert_eq!(read::<risk2210::Action>(bids).seat(), None);
        assert_eq!(read::<risk2210::Action>(adjust).seat(), None);
    }

    /// The actions declared once and named by several rulesets read and write the same
    /// JSON, to the byte, in each of them; a torneo referee's action about a seat is not
    /// that seat's move.
    #[test]
    fn the_shared_actions_read_and_write_alike_in_every_ruleset() {
        use crate::engine::{classic, log, risk2210, teg, tegjr, torneo};
        fn same<A: serde::de::DeserializeOwned + Serialize>(json: &str) {
            let action: A = serde_json::from_str(json).expect(json);
            assert_eq!(serde_json::to_string(&action).unwrap(), json);
        }
        let occupy = r#"{"type":"occupy","seat":1,"tanks":3}"#;
        let moves = r#"{"type":"move","seat":2,"from":"alaska","to":"alberta","tanks":4}"#;
        let end_turn = r#"{"type":"end_turn","seat":0}"#;
        let clock = r#"{"type":"clock","event":"pause","at":"2026-01-01T10:00:00Z"}"#;
        let end_match = r#"{"type":"end_match","reason":"walk-over"}"#;
        for json in [occupy, moves, end_turn] {
            same::<classic::Action>(json);
            same::<torneo::Action>(json);
            same::<log::Action>(json);
        }
        same::<risk2210::Action>(end_turn);
        same::<teg::Action>(end_turn);
        same::<tegjr::Action>(end_turn);
        for json in [clock, end_match] {
            same::<classic::Action>(json);
            same::<risk2210::Action>(json);
            same::<teg::Action>(json);
        }
        same::<log::Action>(clock);
        // Every clock pauses and resumes alike, torneo's too (its `at` is optional).
        same::<torneo::Action>(clock);
        same::<classic::Action>(&clock.replace("pause", "resume"));
        let read = |json: &str| serde_json::from_str::<torneo::Action>(json).expect(json);
        assert_eq!(read(moves).seat(), Some(2));
        assert_eq!(
            read(r#"{"type":"sdadata","seat":1,"dice":[3,4]}"#).seat(),
            Some(1)
        );
        assert_eq!(
            read(r#"{"type":"penalty","seat":1,"reason":"late"}"#).seat(),
            None
        );
        assert_eq!(read(r#"{"type":"show_objective","seat":3}"#).seat(), None);
        assert_eq!(
            read(r#"{"type":"end_match","reason":"forfeit","seat":1}"#).seat(),
            None
        );
    }
}
