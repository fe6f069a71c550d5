`
"serve(

xPlaceholder

yIdentityx"*+
serving_default


x
x:0

y
z:0