‰
"serveQ

xPlaceholder

aMergexb

bNextIterationa

yIdentitya"*+
serving_default


x
x:0

y
y:0