### Strings of the refusals the framework itself makes (a body that does not parse, a
### method a route does not take, a body over the limit): (key, Italiano, English).
