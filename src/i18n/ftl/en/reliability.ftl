### Strings of the refusals the framework itself makes (a body that does not parse, a
### method a route does not take, a body over the limit): (key, Italiano, English).

err-rejected = The request is not valid: a field is missing, has a value of the wrong kind, or is not readable text (UTF-8). Nothing was recorded: reload the page and try again.
err-not_utf8 = The request holds text that cannot be read (it is not UTF-8). Nothing was recorded: reload the page and try again.
err-method = This address does not take this kind of request. Nothing was recorded.
err-too_large = The request is too large (1 MiB at most). Nothing was recorded.
