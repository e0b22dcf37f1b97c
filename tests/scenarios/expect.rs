//! The partial comparison scenario files use: every key the expectation names must be
//! in the actual JSON with the same value; lists of objects compare item by item from
//! the start (so an expectation may list only the first places of a ranking).

#![allow(dead_code)]

use serde_json::Value;

/// Appends to `out` a line for each difference between `expected` and `actual`.
pub fn subset(expected: &Value, actual: &Value, path: &str, out: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, v) in e {
                match a.get(k) {
                    Some(av) => subset(v, av, &format!("{path}.{k}"), out),
                    None => out.push(format!("{path}.{k}: missing (expected {v})")),
                }
            }
        }
        (Value::Array(e), Value::Array(a))
            if e.len() <= a.len() && e.iter().any(Value::is_object) =>
        {
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                subset(ev, av, &format!("{path}[{i}]"), out);
            }
        }
        _ if expected == actual => {}
        _ => out.push(format!("{path}: expected {expected}, got {actual}")),
    }
}
