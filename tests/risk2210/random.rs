//! A random but legal Risk 2210 A.D. player, for the property tests and the bench: from a
//! seed it builds a whole match (setup, five years of bids and turns) action by action,
//! each one accepted by the engine before the next is chosen.

#![allow(dead_code)]

use std::collections::BTreeMap;

use arbitro::engine::log::{Owner, Seat};
use arbitro::engine::map::{Layer, Map, TerritoryId, members};
use arbitro::engine::risk2210::{
    Action, Commander, Deck, DieCount, Faces, Game, Killed, NeutralSetup, Piece, Player, QuickDice,
    R2210Log, RULESET, Settings, Setup, Stage, Timing,
};

#[path = "cards.rs"]
mod cards;

/// A small deterministic generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    pub fn pick_cloned<T: Clone>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.below(items.len())].clone())
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.below(items.len())])
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }

    fn face(&mut self, sides: u8) -> u8 {
        1 + (self.next() % u64::from(sides)) as u8
    }
}

/// The setup of a random match of `players` (2 to 5).
pub fn new_log(players: usize, rng: &mut Rng) -> R2210Log {
    let map = Map::risk2210();
    let mut land: Vec<TerritoryId> = members(map.layer(Layer::Land)).collect();
    rng.shuffle(&mut land);
    let devastated = land[..4].to_vec();
    let neutral = (players == 2).then(|| {
        let mut sea: Vec<TerritoryId> = members(map.layer(Layer::Sea)).collect();
        let mut moon: Vec<TerritoryId> = members(map.layer(Layer::Moon)).collect();
        rng.shuffle(&mut sea);
        rng.shuffle(&mut moon);
        NeutralSetup {
            land: land[4..20].to_vec(),
            sea: sea[..6].to_vec(),
            moon: moon[..6].to_vec(),
        }
    });
    let names = ["Anna", "Bruno", "Carla", "Dario", "Elena"];
    R2210Log {
        format: 1,
        ruleset: RULESET.into(),
        settings: Settings::default(),
        players: (0..players)
            .map(|s| Player {
                seat: s as Seat,
                name: names[s].into(),
                colour: format!("c{s}"),
            })
            .collect(),
        setup: Setup {
            devastated,
            neutral,
            board: None,
        },
        actions: Vec::new(),
    }
}

fn own(game: &Game, seat: Seat) -> Vec<TerritoryId> {
    members(game.territories_of(seat)).collect()
}

fn apply(game: &mut Game, log: &mut R2210Log, a: Action) -> bool {
    match game.apply_mut(&a) {
        Ok(()) => {
            log.actions.push(a);
            true
        }
        Err(_) => false,
    }
}

/// The next legal action(s) of the match, applied to `game` and pushed on `log`.
pub fn step(game: &mut Game, log: &mut R2210Log, rng: &mut Rng) {
    match game.stage() {
        Stage::Claims => {
            let seat = game.current().unwrap_or(0);
            let t = rng.pick(&game.free_land()).expect("a free territory");
            assert!(apply(game, log, Action::Claim { seat, territory: t }));
        }
        Stage::Placement => {
            let seat = game.current().unwrap_or(0);
            let mut mods = BTreeMap::new();
            for _ in 0..game.setup_batch() {
                let t = rng.pick(&own(game, seat)).expect("own");
                *mods.entry(t).or_insert(0) += 1;
            }
            assert!(apply(game, log, Action::Place { seat, mods }));
        }
        Stage::Pieces => {
            let seat = game.current().unwrap_or(0);
            for piece in [Piece::Land, Piece::Diplomat, Piece::Station] {
                for _ in 0..8 {
                    let t = rng.pick(&own(game, seat)).expect("own");
                    let a = Action::PlacePiece {
                        seat,
                        piece,
                        territory: t,
                    };
                    if apply(game, log, a) {
                        return;
                    }
                }
            }
            panic!("no piece could be placed");
        }
        Stage::Bidding => bid(game, log, rng),
        Stage::Turn => turn(game, log, rng),
        Stage::Finished => {}
    }
}

fn bid(game: &mut Game, log: &mut R2210Log, rng: &mut Rng) {
    let active = game.active();
    let mut bids = BTreeMap::new();
    for &s in &active {
        let e = game.energy(s) as usize;
        bids.insert(s, rng.below(e / 2 + 1) as u32);
    }
    let mut tie_rolls = BTreeMap::new();
    let mut by_bid: BTreeMap<u32, Vec<Seat>> = BTreeMap::new();
    for (&s, &b) in &bids {
        by_bid.entry(b).or_default().push(s);
    }
    for group in by_bid.values().filter(|g| g.len() > 1) {
        let mut faces: Vec<u8> = (1..=6).collect();
        rng.shuffle(&mut faces);
        for (s, f) in group.iter().zip(faces) {
            tie_rolls.insert(*s, f);
        }
    }
    let mut order = active.clone();
    order.sort_by_key(|s| {
        (
            std::cmp::Reverse(bids[s]),
            std::cmp::Reverse(tie_rolls.get(s).copied().unwrap_or(0)),
        )
    });
    let mut free: Vec<u32> = (1..=active.len() as u32).collect();
    let mut markers = BTreeMap::new();
    for s in order {
        let k = free.remove(rng.below(free.len()));
        markers.insert(s, k);
    }
    let a = Action::YearStart {
        bids,
        tie_rolls,
        markers,
    };
    assert!(apply(game, log, a), "a legal bid");
}

fn turn(game: &mut Game, log: &mut R2210Log, rng: &mut Rng) {
    let Some(seat) = game.current() else { return };
    if game.occupation().is_some() {
        occupy(game, log, rng, seat);
        return;
    }
    if game.income_left() > 0 {
        let mut mods = BTreeMap::new();
        let mine = own(game, seat);
        for _ in 0..game.income_left() {
            *mods.entry(rng.pick(&mine).expect("own")).or_insert(0) += 1;
        }
        assert!(apply(game, log, Action::Place { seat, mods }));
        return;
    }
    if game.invasion().is_some() {
        // Another player may answer the declaration with a reactive card (§10.1).
        if rng.chance(15) {
            let other = rng.pick(&game.active()).expect("a player");
            if other != seat
                && cards::play_one(game, log, rng, other, &[Timing::ReactOwn, Timing::ReactAny])
            {
                return;
            }
        }
        if game.invasion().is_none() {
            return;
        }
        if rng.chance(80) && throw(game, log, rng, seat) {
            return;
        }
        if apply(game, log, Action::Withdraw { seat }) {
            return;
        }
        assert!(throw(game, log, rng, seat), "a throw is owed and possible");
        return;
    }
    if game.bonus_pending() {
        for deck in Deck::ALL {
            if apply(game, log, Action::BonusCard { seat, deck }) {
                return;
            }
        }
    }
    let mine = own(game, seat);
    let phase = game.phase() as u8;
    if phase <= 2 && rng.chance(30) {
        let commander = Commander::ALL[rng.below(5)];
        let territory = rng.pick(&mine).expect("own");
        if apply(
            game,
            log,
            Action::BuyCommander {
                seat,
                commander,
                territory,
            },
        ) {
            return;
        }
    }
    if phase <= 2 && rng.chance(10) {
        let territory = rng.pick(&mine).expect("own");
        if apply(game, log, Action::BuyStation { seat, territory }) {
            return;
        }
    }
    if phase <= 3 && rng.chance(45) {
        let mut decks = BTreeMap::new();
        // From decks whose commander is in play (the others are refused anyway).
        let open: Vec<Deck> = Deck::ALL
            .into_iter()
            .filter(|d| game.commander(seat, d.commander()).is_some())
            .collect();
        for _ in 0..2 {
            if let Some(d) = rng.pick(&open) {
                *decks.entry(d).or_insert(0) += 1 + rng.below(2) as u32;
            }
        }
        if apply(game, log, Action::BuyCards { seat, decks }) {
            return;
        }
    }
    if phase <= 4
        && !game.invaded()
        && rng.chance(60)
        && cards::play_one(game, log, rng, seat, &[Timing::Before])
    {
        return;
    }
    if phase <= 5 && rng.chance(85) {
        for _ in 0..6 {
            let from = rng.pick(&mine).expect("own");
            if game.units(from) < 2 {
                continue;
            }
            let targets: Vec<TerritoryId> = Map::risk2210()
                .territory_ids()
                .filter(|&t| game.owner(t) != Some(Owner::Seat(seat)) && !game.is_devastated(t))
                .filter(|&t| game.joined(seat, from, t).is_ok())
                .collect();
            if let Some(to) = rng.pick(&targets)
                && apply(game, log, Action::Invade { seat, from, to })
            {
                return;
            }
        }
    }
    if phase <= 6 && rng.chance(50) {
        let from = rng.pick(&mine).expect("own");
        let to: Vec<TerritoryId> = members(game.reachable(seat, from)).collect();
        if let Some(to) = rng.pick(&to)
            && game.mods(from) > 0
            && game.units(from) > 1
        {
            let a = Action::Fortify {
                seat,
                from,
                to,
                mods: 1,
                commanders: vec![],
            };
            if apply(game, log, a) {
                return;
            }
        }
    }
    if rng.chance(20) && cards::play_one(game, log, rng, seat, &[Timing::End]) {
        return;
    }
    let a = Action::EndTurn { seat };
    if let Err(r) = game.apply_mut(&a) {
        panic!(
            "end_turn refused: {r:?} stage {:?} phase {:?}",
            game.stage(),
            game.phase()
        );
    }
    log.actions.push(a);
}

/// Units a side loses, as the engine decides: highest first, ties to the defender.
pub fn losses(a: &Faces, d: &Faces) -> (u32, u32) {
    let sorted = |f: &Faces| {
        let mut v: Vec<u8> = f.d8.iter().chain(&f.d6).copied().collect();
        v.sort_unstable_by(|x, y| y.cmp(x));
        v
    };
    let (a, d) = (sorted(a), sorted(d));
    a.iter().zip(&d).fold(
        (0, 0),
        |(la, ld), (x, y)| {
            if x > y { (la, ld + 1) } else { (la + 1, ld) }
        },
    )
}

/// Commanders the owner gives up when the MODs there do not cover the losses.
fn killed_for(game: &Game, seat: Option<Seat>, at: TerritoryId, lost: u32) -> Vec<Commander> {
    let short = lost.saturating_sub(game.mods(at)) as usize;
    match seat {
        Some(s) => game.commanders_on(s, at).into_iter().take(short).collect(),
        None => Vec::new(),
    }
}

fn throw(game: &mut Game, log: &mut R2210Log, rng: &mut Rng, seat: Seat) -> bool {
    let Some(inv) = game.invasion().cloned() else {
        return false;
    };
    let (from, to) = (inv.from, inv.to);
    if game.units(from) < 2 || game.units(to) == 0 {
        return false;
    }
    let dice = 1 + rng.below(3.min(game.units(from) as usize - 1));
    let mut named: Vec<Commander> = game.commanders_on(seat, from);
    rng.shuffle(&mut named);
    named.truncate(rng.below(dice + 1).min(named.len()));
    let d8 = named
        .iter()
        .filter(|&&c| game.attack_d8(c, from, to))
        .count();
    let attacker = Faces {
        d8: (0..d8).map(|_| rng.face(8)).collect(),
        d6: (0..dice - d8).map(|_| rng.face(6)).collect(),
    };
    let defending = match game.owner(to) {
        Some(Owner::Seat(d)) => Some(d),
        _ => None,
    };
    let ddice = 1 + rng.below(2.min(game.units(to) as usize));
    let mut dnamed = defending.map_or(Vec::new(), |d| game.commanders_on(d, to));
    dnamed.truncate(ddice);
    let dd8 = if game.station(to).is_some() && defending.is_some() {
        ddice
    } else {
        dnamed.len()
    };
    let defender = Faces {
        d8: (0..dd8).map(|_| rng.face(8)).collect(),
        d6: (0..ddice - dd8).map(|_| rng.face(6)).collect(),
    };
    let (la, ld) = losses(&attacker, &defender);
    let killed = Killed {
        attacker: killed_for(game, Some(seat), from, la),
        defender: killed_for(game, defending, to, ld),
    };
    let killed = Some(killed).filter(|k| !k.attacker.is_empty() || !k.defender.is_empty());
    // Half the throws in the quick form (§5.5): the dice and the losses, no faces.
    let a = if rng.chance(50) {
        Action::Throw {
            seat,
            attacker: None,
            attacker_commanders: named,
            defender: None,
            defender_commanders: dnamed,
            dice: Some(QuickDice {
                attacker: DieCount::from(&attacker),
                defender: DieCount::from(&defender),
            }),
            losses: Some([la, ld]),
            killed,
        }
    } else {
        Action::Throw {
            seat,
            attacker: Some(attacker),
            attacker_commanders: named,
            defender: Some(defender),
            defender_commanders: dnamed,
            dice: None,
            losses: None,
            killed,
        }
    };
    if let Err(r) = game.apply_mut(&a) {
        panic!("a legal throw refused: {r:?} {a:?}");
    }
    log.actions.push(a);
    true
}

fn occupy(game: &mut Game, log: &mut R2210Log, rng: &mut Rng, seat: Seat) {
    let occ = game.occupation().cloned().expect("occupation");
    let mut commanders = occ.must.clone();
    let max = game.units(occ.from) - 1;
    let min = occ.min.max(1);
    // Fewer MODs than the minimum: other commanders there move in too.
    for c in game.commanders_on(seat, occ.from) {
        let need = min.saturating_sub(commanders.len() as u32);
        if game.mods(occ.from) < need && !commanders.contains(&c) {
            commanders.push(c);
        }
    }
    let fixed = commanders.len() as u32;
    let low = min.saturating_sub(fixed);
    let high = max.saturating_sub(fixed).min(game.mods(occ.from));
    let mods = low + rng.below((high.saturating_sub(low) + 1) as usize) as u32;
    let a = Action::Occupy {
        seat,
        mods,
        commanders,
    };
    if let Err(r) = game.apply_mut(&a) {
        panic!("occupation refused: {r:?} {a:?} {occ:?}");
    }
    log.actions.push(a);
    // A Scout Forces waiting puts its 5 MODs on the territory just occupied (§10.3),
    // when its card showed that territory or was not recorded.
    if game.scouts_waiting(seat) > 0 && rng.chance(80) {
        apply(
            game,
            log,
            Action::ScoutPlace {
                seat,
                territory: occ.to,
            },
        );
    }
}

/// A whole random match: the log and the game at its end.
pub fn play(players: usize, seed: u64) -> (R2210Log, Game) {
    let mut rng = Rng::new(seed);
    let mut log = new_log(players, &mut rng);
    let mut game = Game::new(&log).expect("a valid setup");
    let mut guard = 0;
    while game.stage() != Stage::Finished {
        step(&mut game, &mut log, &mut rng);
        guard += 1;
        assert!(guard < 200_000, "the match must end");
    }
    // The end-of-game cards, in the last year's turn order (§8).
    for seat in game.order().to_vec() {
        while cards::play_one(&mut game, &mut log, &mut rng, seat, &[Timing::Game]) {}
    }
    (log, game)
}
