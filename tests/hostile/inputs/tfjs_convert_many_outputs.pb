Ø€0
"serve(

xPlaceholder

yIdentityx"*¡€0
serving_defaultŒ€0

aaa
y

aab
y

aac
y

aad
y

aae
y

aaf
y

aag
y

aah
y

aai
y

aaj
y

aak
y

aal
y

aam
y

aan
y

aao
y

aap
y

aaq
y

aar
y

aas
y

aat
y

aau
y

aav
y

aaw
y

aax
y

aay
y

aaz
y

aaA
y

aaB
y

aaC
y

aaD
y

aaE
y

aaF
y

aaG
y

aaH
y

aaI
y

aaJ
y

aaK
y

aaL
y

aaM
y

aaN
y

aaO
y

aaP
y

aaQ
y

aaR
y

aaS
y

aaT
y

aaU
y

aaV
y

aaW
y

aaX
y

aaY
y

aaZ
y

aa0
y

aa1
y

aa2
y

aa3
y

aa4
y

aa5
y

aa6
y

aa7
y

aa8
y

aa9
y

aa_
y

aa.
y

aba
y

abb
y

abc
y

abd
y

abe
y

abf
y

abg
y

abh
y

abi
y

abj
y

abk
y

abl
y

abm
y

abn
y

abo
y

abp
y

abq
y

abr
y

abs
y

abt
y

abu
y

abv
y

abw
y

abx
y

aby
y

abz
y

abA
y

abB
y

abC
y

abD
y

abE
y

abF
y

abG
y

abH
y

abI
y

abJ
y

abK
y

abL
y

abM
y

abN
y

abO
y

abP
y

abQ
y

abR
y

abS
y

abT
y

abU
y

abV
y

abW
y

abX
y

abY
y

abZ
y

ab0
y

ab1
y

ab2
y

ab3
y

ab4
y

ab5
y

ab6
y

ab7
y

ab8
y

ab9
y

ab_
y

ab.
y

aca
y

acb
y

acc
y

acd
y

ace
y

acf
y

acg
y

ach
y

aci
y

acj
y

ack
y

acl
y

acm
y

acn
y

aco
y

acp
y

acq
y

acr
y

acs
y

act
y

acu
y

acv
y

acw
y

acx
y

acy
y

acz
y

acA
y

acB
y

acC
y

acD
y

acE
y

acF
y

acG
y

acH
y

acI
y

acJ
y

acK
y

acL
y

acM
y

acN
y

acO
y

acP
y

acQ
y

acR
y

acS
y

acT
y

acU
y

acV
y

acW
y

acX
y

acY
y

acZ
y

ac0
y

ac1
y

ac2
y

ac3
y

ac4
y

ac5
y

ac6
y

ac7
y

ac8
y

ac9
y

ac_
y

ac.
y

ada
y

adb
y

adc
y

add
y

ade
y

adf
y

adg
y

adh
y

adi
y

adj
y

adk
y

adl
y

adm
y

adn
y

ado
y

adp
y

adq
y

adr
y

ads
y

adt
y

adu
y

adv
y

adw
y

adx
y

ady
y

adz
y

adA
y

adB
y

adC
y

adD
y

adE
y

adF
y

adG
y

adH
y

adI
y

adJ
y

adK
y

adL
y

adM
y

adN
y

adO
y

adP
y

adQ
y

adR
y

adS
y

adT
y

adU
y

adV
y

adW
y

adX
y

adY
y

adZ
y

ad0
y

ad1
y

ad2
y

ad3
y

ad4
y

ad5
y

ad6
y

ad7
y

ad8
y

ad9
y

ad_
y

ad.
y

aea
y

aeb
y

aec
y

aed
y

aee
y

aef
y

aeg
y

aeh
y

aei
y

aej
y

aek
y

ael
y

aem
y

aen
y

aeo
y

aep
y

aeq
y

aer
y

aes
y

aet
y

aeu
y

aev
y

aew
y

aex
y

aey
y

aez
y

aeA
y

aeB
y

aeC
y

aeD
y

aeE
y

aeF
y

aeG
y

aeH
y

aeI
y

aeJ
y

aeK
y

aeL
y

aeM
y

aeN
y

aeO
y

aeP
y

aeQ
y

aeR
y

aeS
y

aeT
y

aeU
y

aeV
y

aeW
y

aeX
y

aeY
y

aeZ
y

ae0
y

ae1
y

ae2
y

ae3
y

ae4
y

ae5
y

ae6
y

ae7
y

ae8
y

ae9
y

ae_
y

ae.
y

afa
y

afb
y

afc
y

afd
y

afe
y

aff
y

afg
y

afh
y

afi
y

afj
y

afk
y

afl
y

afm
y

afn
y

afo
y

afp
y

afq
y

afr
y

afs
y

aft
y

afu
y

afv
y

afw
y

afx
y

afy
y

afz
y

afA
y

afB
y

afC
y

afD
y

afE
y

afF
y

afG
y

afH
y

afI
y

afJ
y

afK
y

afL
y

afM
y

afN
y

afO
y

afP
y

afQ
y

afR
y

afS
y

afT
y

afU
y

afV
y

afW
y

afX
y

afY
y

afZ
y

af0
y

af1
y

af2
y

af3
y

af4
y

af5
y

af6
y

af7
y

af8
y

af9
y

af_
y

af.
y

aga
y

agb
y

agc
y

agd
y

age
y

agf
y

agg
y

agh
y

agi
y

agj
y

agk
y

agl
y

agm
y

agn
y

ago
y

agp
y

agq
y

agr
y

ags
y

agt
y

agu
y

agv
y

agw
y

agx
y

agy
y

agz
y

agA
y

agB
y

agC
y

agD
y

agE
y

agF
y

agG
y

agH
y

agI
y

agJ
y

agK
y

agL
y

agM
y

agN
y

agO
y

agP
y

agQ
y

agR
y

agS
y

agT
y

agU
y

agV
y

agW
y

agX
y

agY
y

agZ
y

ag0
y

ag1
y

ag2
y

ag3
y

ag4
y

ag5
y

ag6
y

ag7
y

ag8
y

ag9
y

ag_
y

ag.
y

aha
y

ahb
y

ahc
y

ahd
y

ahe
y

ahf
y

ahg
y

ahh
y

ahi
y

ahj
y

ahk
y

ahl
y

ahm
y

ahn
y

aho
y

ahp
y

ahq
y

ahr
y

ahs
y

aht
y

ahu
y

ahv
y

ahw
y

ahx
y

ahy
y

ahz
y

ahA
y

ahB
y

ahC
y

ahD
y

ahE
y

ahF
y

ahG
y

ahH
y

ahI
y

ahJ
y

ahK
y

ahL
y

ahM
y

ahN
y

ahO
y

ahP
y

ahQ
y

ahR
y

ahS
y

ahT
y

ahU
y

ahV
y

ahW
y

ahX
y

ahY
y

ahZ
y

ah0
y

ah1
y

ah2
y

ah3
y

ah4
y

ah5
y

ah6
y

ah7
y

ah8
y

ah9
y

ah_
y

ah.
y

aia
y

aib
y

aic
y

aid
y

aie
y

aif
y

aig
y

aih
y

aii
y

aij
y

aik
y

ail
y

aim
y

ain
y

aio
y

aip
y

aiq
y

air
y

ais
y

ait
y

aiu
y

aiv
y

aiw
y

aix
y

aiy
y

aiz
y

aiA
y

aiB
y

aiC
y

aiD
y

aiE
y

aiF
y

aiG
y

aiH
y

aiI
y

aiJ
y

aiK
y

aiL
y

aiM
y

aiN
y

aiO
y

aiP
y

aiQ
y

aiR
y

aiS
y

aiT
y

aiU
y

aiV
y

aiW
y

aiX
y

aiY
y

aiZ
y

ai0
y

ai1
y

ai2
y

ai3
y

ai4
y

ai5
y

ai6
y

ai7
y

ai8
y

ai9
y

ai_
y

ai.
y

aja
y

ajb
y

ajc
y

ajd
y

aje
y

ajf
y

ajg
y

ajh
y

aji
y

ajj
y

ajk
y

ajl
y

ajm
y

ajn
y

ajo
y

ajp
y

ajq
y

ajr
y

ajs
y

ajt
y

aju
y

ajv
y

ajw
y

ajx
y

ajy
y

ajz
y

ajA
y

ajB
y

ajC
y

ajD
y

ajE
y

ajF
y

ajG
y

ajH
y

ajI
y

ajJ
y

ajK
y

ajL
y

ajM
y

ajN
y

ajO
y

ajP
y

ajQ
y

ajR
y

ajS
y

ajT
y

ajU
y

ajV
y

ajW
y

ajX
y

ajY
y

ajZ
y

aj0
y

aj1
y

aj2
y

aj3
y

aj4
y

aj5
y

aj6
y

aj7
y

aj8
y

aj9
y

aj_
y

aj.
y

aka
y

akb
y

akc
y

akd
y

ake
y

akf
y

akg
y

akh
y

aki
y

akj
y

akk
y

akl
y

akm
y

akn
y

ako
y

akp
y

akq
y

akr
y

aks
y

akt
y

aku
y

akv
y

akw
y

akx
y

aky
y

akz
y

akA
y

akB
y

akC
y

akD
y

akE
y

akF
y

akG
y

akH
y

akI
y

akJ
y

akK
y

akL
y

akM
y

akN
y

akO
y

akP
y

akQ
y

akR
y

akS
y

akT
y

akU
y

akV
y

akW
y

akX
y

akY
y

akZ
y

ak0
y

ak1
y

ak2
y

ak3
y

ak4
y

ak5
y

ak6
y

ak7
y

ak8
y

ak9
y

ak_
y

ak.
y

ala
y

alb
y

alc
y

ald
y

ale
y

alf
y

alg
y

alh
y

ali
y

alj
y

alk
y

all
y

alm
y

aln
y

alo
y

alp
y

alq
y

alr
y

als
y

alt
y

alu
y

alv
y

alw
y

alx
y

aly
y

alz
y

alA
y

alB
y

alC
y

alD
y

alE
y

alF
y

alG
y

alH
y

alI
y

alJ
y

alK
y

alL
y

alM
y

alN
y

alO
y

alP
y

alQ
y

alR
y

alS
y

alT
y

alU
y

alV
y

alW
y

alX
y

alY
y

alZ
y

al0
y

al1
y

al2
y

al3
y

al4
y

al5
y

al6
y

al7
y

al8
y

al9
y

al_
y

al.
y

ama
y

amb
y

amc
y

amd
y

ame
y

amf
y

amg
y

amh
y

ami
y

amj
y

amk
y

aml
y

amm
y

amn
y

amo
y

amp
y

amq
y

amr
y

ams
y

amt
y

amu
y

amv
y

amw
y

amx
y

amy
y

amz
y

amA
y

amB
y

amC
y

amD
y

amE
y

amF
y

amG
y

amH
y

amI
y

amJ
y

amK
y

amL
y

amM
y

amN
y

amO
y

amP
y

amQ
y

amR
y

amS
y

amT
y

amU
y

amV
y

amW
y

amX
y

amY
y

amZ
y

am0
y

am1
y

am2
y

am3
y

am4
y

am5
y

am6
y

am7
y

am8
y

am9
y

am_
y

am.
y

ana
y

anb
y

anc
y

and
y

ane
y

anf
y

ang
y

anh
y

ani
y

anj
y

ank
y

anl
y

anm
y

ann
y

ano
y

anp
y

anq
y

anr
y

ans
y

ant
y

anu
y

anv
y

anw
y

anx
y

any
y

anz
y

anA
y

anB
y

anC
y

anD
y

anE
y

anF
y

anG
y

anH
y

anI
y

anJ
y

anK
y

anL
y

anM
y

anN
y

anO
y

anP
y

anQ
y

anR
y

anS
y

anT
y

anU
y

anV
y

anW
y

anX
y

anY
y

anZ
y

an0
y

an1
y

an2
y

an3
y

an4
y

an5
y

an6
y

an7
y

an8
y

an9
y

an_
y

an.
y

aoa
y

aob
y

aoc
y

aod
y

aoe
y

aof
y

aog
y

aoh
y

aoi
y

aoj
y

aok
y

aol
y

aom
y

aon
y

aoo
y

aop
y

aoq
y

aor
y

aos
y

aot
y

aou
y

aov
y

aow
y

aox
y

aoy
y

aoz
y

aoA
y

aoB
y

aoC
y

aoD
y

aoE
y

aoF
y

aoG
y

aoH
y

aoI
y

aoJ
y

aoK
y

aoL
y

aoM
y

aoN
y

aoO
y

aoP
y

aoQ
y

aoR
y

aoS
y

aoT
y

aoU
y

aoV
y

aoW
y

aoX
y

aoY
y

aoZ
y

ao0
y

ao1
y

ao2
y

ao3
y

ao4
y

ao5
y

ao6
y

ao7
y

ao8
y

ao9
y

ao_
y

ao.
y

apa
y

apb
y

apc
y

apd
y

ape
y

apf
y

apg
y

aph
y

api
y

apj
y

apk
y

apl
y

apm
y

apn
y

apo
y

app
y

apq
y

apr
y

aps
y

apt
y

apu
y

apv
y

apw
y

apx
y

apy
y

apz
y

apA
y

apB
y

apC
y

apD
y

apE
y

apF
y

apG
y

apH
y

apI
y

apJ
y

apK
y

apL
y

apM
y

apN
y

apO
y

apP
y

apQ
y

apR
y

apS
y

apT
y

apU
y

apV
y

apW
y

apX
y

apY
y

apZ
y

ap0
y

ap1
y

ap2
y

ap3
y

ap4
y

ap5
y

ap6
y

ap7
y

ap8
y

ap9
y

ap_
y

ap.
y

aqa
y

aqb
y

aqc
y

aqd
y

aqe
y

aqf
y

aqg
y

aqh
y

aqi
y

aqj
y

aqk
y

aql
y

aqm
y

aqn
y

aqo
y

aqp
y

aqq
y

aqr
y

aqs
y

aqt
y

aqu
y

aqv
y

aqw
y

aqx
y

aqy
y

aqz
y

aqA
y

aqB
y

aqC
y

aqD
y

aqE
y

aqF
y

aqG
y

aqH
y

aqI
y

aqJ
y

aqK
y

aqL
y

aqM
y

aqN
y

aqO
y

aqP
y

aqQ
y

aqR
y

aqS
y

aqT
y

aqU
y

aqV
y

aqW
y

aqX
y

aqY
y

aqZ
y

aq0
y

aq1
y

aq2
y

aq3
y

aq4
y

aq5
y

aq6
y

aq7
y

aq8
y

aq9
y

aq_
y

aq.
y

ara
y

arb
y

arc
y

ard
y

are
y

arf
y

arg
y

arh
y

ari
y

arj
y

ark
y

arl
y

arm
y

arn
y

aro
y

arp
y

arq
y

arr
y

ars
y

art
y

aru
y

arv
y

arw
y

arx
y

ary
y

arz
y

arA
y

arB
y

arC
y

arD
y

arE
y

arF
y

arG
y

arH
y

arI
y

arJ
y

arK
y

arL
y

arM
y

arN
y

arO
y

arP
y

arQ
y

arR
y

arS
y

arT
y

arU
y

arV
y

arW
y

arX
y

arY
y

arZ
y

ar0
y

ar1
y

ar2
y

ar3
y

ar4
y

ar5
y

ar6
y

ar7
y

ar8
y

ar9
y

ar_
y

ar.
y

asa
y

asb
y

asc
y

asd
y

ase
y

asf
y

asg
y

ash
y

asi
y

asj
y

ask
y

asl
y

asm
y

asn
y

aso
y

asp
y

asq
y

asr
y

ass
y

ast
y

asu
y

asv
y

asw
y

asx
y

asy
y

asz
y

asA
y

asB
y

asC
y

asD
y

asE
y

asF
y

asG
y

asH
y

asI
y

asJ
y

asK
y

asL
y

asM
y

asN
y

asO
y

asP
y

asQ
y

asR
y

asS
y

asT
y

asU
y

asV
y

asW
y

asX
y

asY
y

asZ
y

as0
y

as1
y

as2
y

as3
y

as4
y

as5
y

as6
y

as7
y

as8
y

as9
y

as_
y

as.
y

ata
y

atb
y

atc
y

atd
y

ate
y

atf
y

atg
y

ath
y

ati
y

atj
y

atk
y

atl
y

atm
y

atn
y

ato
y

atp
y

atq
y

atr
y

ats
y

att
y

atu
y

atv
y

atw
y

atx
y

aty
y

atz
y

atA
y

atB
y

atC
y

atD
y

atE
y

atF
y

atG
y

atH
y

atI
y

atJ
y

atK
y

atL
y

atM
y

atN
y

atO
y

atP
y

atQ
y

atR
y

atS
y

atT
y

atU
y

atV
y

atW
y

atX
y

atY
y

atZ
y

at0
y

at1
y

at2
y

at3
y

at4
y

at5
y

at6
y

at7
y

at8
y

at9
y

at_
y

at.
y

aua
y

aub
y

auc
y

aud
y

aue
y

auf
y

aug
y

auh
y

aui
y

auj
y

auk
y

aul
y

aum
y

aun
y

auo
y

aup
y

auq
y

aur
y

aus
y

aut
y

auu
y

auv
y

auw
y

aux
y

auy
y

auz
y

auA
y

auB
y

auC
y

auD
y

auE
y

auF
y

auG
y

auH
y

auI
y

auJ
y

auK
y

auL
y

auM
y

auN
y

auO
y

auP
y

auQ
y

auR
y

auS
y

auT
y

auU
y

auV
y

auW
y

auX
y

auY
y

auZ
y

au0
y

au1
y

au2
y

au3
y

au4
y

au5
y

au6
y

au7
y

au8
y

au9
y

au_
y

au.
y

ava
y

avb
y

avc
y

avd
y

ave
y

avf
y

avg
y

avh
y

avi
y

avj
y

avk
y

avl
y

avm
y

avn
y

avo
y

avp
y

avq
y

avr
y

avs
y

avt
y

avu
y

avv
y

avw
y

avx
y

avy
y

avz
y

avA
y

avB
y

avC
y

avD
y

avE
y

avF
y

avG
y

avH
y

avI
y

avJ
y

avK
y

avL
y

avM
y

avN
y

avO
y

avP
y

avQ
y

avR
y

avS
y

avT
y

avU
y

avV
y

avW
y

avX
y

avY
y

avZ
y

av0
y

av1
y

av2
y

av3
y

av4
y

av5
y

av6
y

av7
y

av8
y

av9
y

av_
y

av.
y

awa
y

awb
y

awc
y

awd
y

awe
y

awf
y

awg
y

awh
y

awi
y

awj
y

awk
y

awl
y

awm
y

awn
y

awo
y

awp
y

awq
y

awr
y

aws
y

awt
y

awu
y

awv
y

aww
y

awx
y

awy
y

awz
y

awA
y

awB
y

awC
y

awD
y

awE
y

awF
y

awG
y

awH
y

awI
y

awJ
y

awK
y

awL
y

awM
y

awN
y

awO
y

awP
y

awQ
y

awR
y

awS
y

awT
y

awU
y

awV
y

awW
y

awX
y

awY
y

awZ
y

aw0
y

aw1
y

aw2
y

aw3
y

aw4
y

aw5
y

aw6
y

aw7
y

aw8
y

aw9
y

aw_
y

aw.
y

axa
y

axb
y

axc
y

axd
y

axe
y

axf
y

axg
y

axh
y

axi
y

axj
y

axk
y

axl
y

axm
y

axn
y

axo
y

axp
y

axq
y

axr
y

axs
y

axt
y

axu
y

axv
y

axw
y

axx
y

axy
y

axz
y

axA
y

axB
y

axC
y

axD
y

axE
y

axF
y

axG
y

axH
y

axI
y

axJ
y

axK
y

axL
y

axM
y

axN
y

axO
y

axP
y

axQ
y

axR
y

axS
y

axT
y

axU
y

axV
y

axW
y

axX
y

axY
y

axZ
y

ax0
y

ax1
y

ax2
y

ax3
y

ax4
y

ax5
y

ax6
y

ax7
y

ax8
y

ax9
y

ax_
y

ax.
y

aya
y

ayb
y

ayc
y

ayd
y

aye
y

ayf
y

ayg
y

ayh
y

ayi
y

ayj
y

ayk
y

ayl
y

aym
y

ayn
y

ayo
y

ayp
y

ayq
y

ayr
y

ays
y

ayt
y

ayu
y

ayv
y

ayw
y

ayx
y

ayy
y

ayz
y

ayA
y

ayB
y

ayC
y

ayD
y

ayE
y

ayF
y

ayG
y

ayH
y

ayI
y

ayJ
y

ayK
y

ayL
y

ayM
y

ayN
y

ayO
y

ayP
y

ayQ
y

ayR
y

ayS
y

ayT
y

ayU
y

ayV
y

ayW
y

ayX
y

ayY
y

ayZ
y

ay0
y

ay1
y

ay2
y

ay3
y

ay4
y

ay5
y

ay6
y

ay7
y

ay8
y

ay9
y

ay_
y

ay.
y

aza
y

azb
y

azc
y

azd
y

aze
y

azf
y

azg
y

azh
y

azi
y

azj
y

azk
y

azl
y

azm
y

azn
y

azo
y

azp
y

azq
y

azr
y

azs
y

azt
y

azu
y

azv
y

azw
y

azx
y

azy
y

azz
y

azA
y

azB
y

azC
y

azD
y

azE
y

azF
y

azG
y

azH
y

azI
y

azJ
y

azK
y

azL
y

azM
y

azN
y

azO
y

azP
y

azQ
y

azR
y

azS
y

azT
y

azU
y

azV
y

azW
y

azX
y

azY
y

azZ
y

az0
y

az1
y

az2
y

az3
y

az4
y

az5
y

az6
y

az7
y

az8
y

az9
y

az_
y

az.
y

aAa
y

aAb
y

aAc
y

aAd
y

aAe
y

aAf
y

aAg
y

aAh
y

aAi
y

aAj
y

aAk
y

aAl
y

aAm
y

aAn
y

aAo
y

aAp
y

aAq
y

aAr
y

aAs
y

aAt
y

aAu
y

aAv
y

aAw
y

aAx
y

aAy
y

aAz
y

aAA
y

aAB
y

aAC
y

aAD
y

aAE
y

aAF
y

aAG
y

aAH
y

aAI
y

aAJ
y

aAK
y

aAL
y

aAM
y

aAN
y

aAO
y

aAP
y

aAQ
y

aAR
y

aAS
y

aAT
y

aAU
y

aAV
y

aAW
y

aAX
y

aAY
y

aAZ
y

aA0
y

aA1
y

aA2
y

aA3
y

aA4
y

aA5
y

aA6
y

aA7
y

aA8
y

aA9
y

aA_
y

aA.
y

aBa
y

aBb
y

aBc
y

aBd
y

aBe
y

aBf
y

aBg
y

aBh
y

aBi
y

aBj
y

aBk
y

aBl
y

aBm
y

aBn
y

aBo
y

aBp
y

aBq
y

aBr
y

aBs
y

aBt
y

aBu
y

aBv
y

aBw
y

aBx
y

aBy
y

aBz
y

aBA
y

aBB
y

aBC
y

aBD
y

aBE
y

aBF
y

aBG
y

aBH
y

aBI
y

aBJ
y

aBK
y

aBL
y

aBM
y

aBN
y

aBO
y

aBP
y

aBQ
y

aBR
y

aBS
y

aBT
y

aBU
y

aBV
y

aBW
y

aBX
y

aBY
y

aBZ
y

aB0
y

aB1
y

aB2
y

aB3
y

aB4
y

aB5
y

aB6
y

aB7
y

aB8
y

aB9
y

aB_
y

aB.
y

aCa
y

aCb
y

aCc
y

aCd
y

aCe
y

aCf
y

aCg
y

aCh
y

aCi
y

aCj
y

aCk
y

aCl
y

aCm
y

aCn
y

aCo
y

aCp
y

aCq
y

aCr
y

aCs
y

aCt
y

aCu
y

aCv
y

aCw
y

aCx
y

aCy
y

aCz
y

aCA
y

aCB
y

aCC
y

aCD
y

aCE
y

aCF
y

aCG
y

aCH
y

aCI
y

aCJ
y

aCK
y

aCL
y

aCM
y

aCN
y

aCO
y

aCP
y

aCQ
y

aCR
y

aCS
y

aCT
y

aCU
y

aCV
y

aCW
y

aCX
y

aCY
y

aCZ
y

aC0
y

aC1
y

aC2
y

aC3
y

aC4
y

aC5
y

aC6
y

aC7
y

aC8
y

aC9
y

aC_
y

aC.
y

aDa
y

aDb
y

aDc
y

aDd
y

aDe
y

aDf
y

aDg
y

aDh
y

aDi
y

aDj
y

aDk
y

aDl
y

aDm
y

aDn
y

aDo
y

aDp
y

aDq
y

aDr
y

aDs
y

aDt
y

aDu
y

aDv
y

aDw
y

aDx
y

aDy
y

aDz
y

aDA
y

aDB
y

aDC
y

aDD
y

aDE
y

aDF
y

aDG
y

aDH
y

aDI
y

aDJ
y

aDK
y

aDL
y

aDM
y

aDN
y

aDO
y

aDP
y

aDQ
y

aDR
y

aDS
y

aDT
y

aDU
y

aDV
y

aDW
y

aDX
y

aDY
y

aDZ
y

aD0
y

aD1
y

aD2
y

aD3
y

aD4
y

aD5
y

aD6
y

aD7
y

aD8
y

aD9
y

aD_
y

aD.
y

aEa
y

aEb
y

aEc
y

aEd
y

aEe
y

aEf
y

aEg
y

aEh
y

aEi
y

aEj
y

aEk
y

aEl
y

aEm
y

aEn
y

aEo
y

aEp
y

aEq
y

aEr
y

aEs
y

aEt
y

aEu
y

aEv
y

aEw
y

aEx
y

aEy
y

aEz
y

aEA
y

aEB
y

aEC
y

aED
y

aEE
y

aEF
y

aEG
y

aEH
y

aEI
y

aEJ
y

aEK
y

aEL
y

aEM
y

aEN
y

aEO
y

aEP
y

aEQ
y

aER
y

aES
y

aET
y

aEU
y

aEV
y

aEW
y

aEX
y

aEY
y

aEZ
y

aE0
y

aE1
y

aE2
y

aE3
y

aE4
y

aE5
y

aE6
y

aE7
y

aE8
y

aE9
y

aE_
y

aE.
y

aFa
y

aFb
y

aFc
y

aFd
y

aFe
y

aFf
y

aFg
y

aFh
y

aFi
y

aFj
y

aFk
y

aFl
y

aFm
y

aFn
y

aFo
y

aFp
y

aFq
y

aFr
y

aFs
y

aFt
y

aFu
y

aFv
y

aFw
y

aFx
y

aFy
y

aFz
y

aFA
y

aFB
y

aFC
y

aFD
y

aFE
y

aFF
y

aFG
y

aFH
y

aFI
y

aFJ
y

aFK
y

aFL
y

aFM
y

aFN
y

aFO
y

aFP
y

aFQ
y

aFR
y

aFS
y

aFT
y

aFU
y

aFV
y

aFW
y

aFX
y

aFY
y

aFZ
y

aF0
y

aF1
y

aF2
y

aF3
y

aF4
y

aF5
y

aF6
y

aF7
y

aF8
y

aF9
y

aF_
y

aF.
y

aGa
y

aGb
y

aGc
y

aGd
y

aGe
y

aGf
y

aGg
y

aGh
y

aGi
y

aGj
y

aGk
y

aGl
y

aGm
y

aGn
y

aGo
y

aGp
y

aGq
y

aGr
y

aGs
y

aGt
y

aGu
y

aGv
y

aGw
y

aGx
y

aGy
y

aGz
y

aGA
y

aGB
y

aGC
y

aGD
y

aGE
y

aGF
y

aGG
y

aGH
y

aGI
y

aGJ
y

aGK
y

aGL
y

aGM
y

aGN
y

aGO
y

aGP
y

aGQ
y

aGR
y

aGS
y

aGT
y

aGU
y

aGV
y

aGW
y

aGX
y

aGY
y

aGZ
y

aG0
y

aG1
y

aG2
y

aG3
y

aG4
y

aG5
y

aG6
y

aG7
y

aG8
y

aG9
y

aG_
y

aG.
y

aHa
y

aHb
y

aHc
y

aHd
y

aHe
y

aHf
y

aHg
y

aHh
y

aHi
y

aHj
y

aHk
y

aHl
y

aHm
y

aHn
y

aHo
y

aHp
y

aHq
y

aHr
y

aHs
y

aHt
y

aHu
y

aHv
y

aHw
y

aHx
y

aHy
y

aHz
y

aHA
y

aHB
y

aHC
y

aHD
y

aHE
y

aHF
y

aHG
y

aHH
y

aHI
y

aHJ
y

aHK
y

aHL
y

aHM
y

aHN
y

aHO
y

aHP
y

aHQ
y

aHR
y

aHS
y

aHT
y

aHU
y

aHV
y

aHW
y

aHX
y

aHY
y

aHZ
y

aH0
y

aH1
y

aH2
y

aH3
y

aH4
y

aH5
y

aH6
y

aH7
y

aH8
y

aH9
y

aH_
y

aH.
y

aIa
y

aIb
y

aIc
y

aId
y

aIe
y

aIf
y

aIg
y

aIh
y

aIi
y

aIj
y

aIk
y

aIl
y

aIm
y

aIn
y

aIo
y

aIp
y

aIq
y

aIr
y

aIs
y

aIt
y

aIu
y

aIv
y

aIw
y

aIx
y

aIy
y

aIz
y

aIA
y

aIB
y

aIC
y

aID
y

aIE
y

aIF
y

aIG
y

aIH
y

aII
y

aIJ
y

aIK
y

aIL
y

aIM
y

aIN
y

aIO
y

aIP
y

aIQ
y

aIR
y

aIS
y

aIT
y

aIU
y

aIV
y

aIW
y

aIX
y

aIY
y

aIZ
y

aI0
y

aI1
y

aI2
y

aI3
y

aI4
y

aI5
y

aI6
y

aI7
y

aI8
y

aI9
y

aI_
y

aI.
y

aJa
y

aJb
y

aJc
y

aJd
y

aJe
y

aJf
y

aJg
y

aJh
y

aJi
y

aJj
y

aJk
y

aJl
y

aJm
y

aJn
y

aJo
y

aJp
y

aJq
y

aJr
y

aJs
y

aJt
y

aJu
y

aJv
y

aJw
y

aJx
y

aJy
y

aJz
y

aJA
y

aJB
y

aJC
y

aJD
y

aJE
y

aJF
y

aJG
y

aJH
y

aJI
y

aJJ
y

aJK
y

aJL
y

aJM
y

aJN
y

aJO
y

aJP
y

aJQ
y

aJR
y

aJS
y

aJT
y

aJU
y

aJV
y

aJW
y

aJX
y

aJY
y

aJZ
y

aJ0
y

aJ1
y

aJ2
y

aJ3
y

aJ4
y

aJ5
y

aJ6
y

aJ7
y

aJ8
y

aJ9
y

aJ_
y

aJ.
y

aKa
y

aKb
y

aKc
y

aKd
y

aKe
y

aKf
y

aKg
y

aKh
y

aKi
y

aKj
y

aKk
y

aKl
y

aKm
y

aKn
y

aKo
y

aKp
y

aKq
y

aKr
y

aKs
y

aKt
y

aKu
y

aKv
y

aKw
y

aKx
y

aKy
y

aKz
y

aKA
y

aKB
y

aKC
y

aKD
y

aKE
y

aKF
y

aKG
y

aKH
y

aKI
y

aKJ
y

aKK
y

aKL
y

aKM
y

aKN
y

aKO
y

aKP
y

aKQ
y

aKR
y

aKS
y

aKT
y

aKU
y

aKV
y

aKW
y

aKX
y

aKY
y

aKZ
y

aK0
y

aK1
y

aK2
y

aK3
y

aK4
y

aK5
y

aK6
y

aK7
y

aK8
y

aK9
y

aK_
y

aK.
y

aLa
y

aLb
y

aLc
y

aLd
y

aLe
y

aLf
y

aLg
y

aLh
y

aLi
y

aLj
y

aLk
y

aLl
y

aLm
y

aLn
y

aLo
y

aLp
y

aLq
y

aLr
y

aLs
y

aLt
y

aLu
y

aLv
y

aLw
y

aLx
y

aLy
y

aLz
y

aLA
y

aLB
y

aLC
y

aLD
y

aLE
y

aLF
y

aLG
y

aLH
y

aLI
y

aLJ
y

aLK
y

aLL
y

aLM
y

aLN
y

aLO
y

aLP
y

aLQ
y

aLR
y

aLS
y

aLT
y

aLU
y

aLV
y

aLW
y

aLX
y

aLY
y

aLZ
y

aL0
y

aL1
y

aL2
y

aL3
y

aL4
y

aL5
y

aL6
y

aL7
y

aL8
y

aL9
y

aL_
y

aL.
y

aMa
y

aMb
y

aMc
y

aMd
y

aMe
y

aMf
y

aMg
y

aMh
y

aMi
y

aMj
y

aMk
y

aMl
y

aMm
y

aMn
y

aMo
y

aMp
y

aMq
y

aMr
y

aMs
y

aMt
y

aMu
y

aMv
y

aMw
y

aMx
y

aMy
y

aMz
y

aMA
y

aMB
y

aMC
y

aMD
y

aME
y

aMF
y

aMG
y

aMH
y

aMI
y

aMJ
y

aMK
y

aML
y

aMM
y

aMN
y

aMO
y

aMP
y

aMQ
y

aMR
y

aMS
y

aMT
y

aMU
y

aMV
y

aMW
y

aMX
y

aMY
y

aMZ
y

aM0
y

aM1
y

aM2
y

aM3
y

aM4
y

aM5
y

aM6
y

aM7
y

aM8
y

aM9
y

aM_
y

aM.
y

aNa
y

aNb
y

aNc
y

aNd
y

aNe
y

aNf
y

aNg
y

aNh
y

aNi
y

aNj
y

aNk
y

aNl
y

aNm
y

aNn
y

aNo
y

aNp
y

aNq
y

aNr
y

aNs
y

aNt
y

aNu
y

aNv
y

aNw
y

aNx
y

aNy
y

aNz
y

aNA
y

aNB
y

aNC
y

aND
y

aNE
y

aNF
y

aNG
y

aNH
y

aNI
y

aNJ
y

aNK
y

aNL
y

aNM
y

aNN
y

aNO
y

aNP
y

aNQ
y

aNR
y

aNS
y

aNT
y

aNU
y

aNV
y

aNW
y

aNX
y

aNY
y

aNZ
y

aN0
y

aN1
y

aN2
y

aN3
y

aN4
y

aN5
y

aN6
y

aN7
y

aN8
y

aN9
y

aN_
y

aN.
y

aOa
y

aOb
y

aOc
y

aOd
y

aOe
y

aOf
y

aOg
y

aOh
y

aOi
y

aOj
y

aOk
y

aOl
y

aOm
y

aOn
y

aOo
y

aOp
y

aOq
y

aOr
y

aOs
y

aOt
y

aOu
y

aOv
y

aOw
y

aOx
y

aOy
y

aOz
y

aOA
y

aOB
y

aOC
y

aOD
y

aOE
y

aOF
y

aOG
y

aOH
y

aOI
y

aOJ
y

aOK
y

aOL
y

aOM
y

aON
y

aOO
y

aOP
y

aOQ
y

aOR
y

aOS
y

aOT
y

aOU
y

aOV
y

aOW
y

aOX
y

aOY
y

aOZ
y

aO0
y

aO1
y

aO2
y

aO3
y

aO4
y

aO5
y

aO6
y

aO7
y

aO8
y

aO9
y

aO_
y

aO.
y

aPa
y

aPb
y

aPc
y

aPd
y

aPe
y

aPf
y

aPg
y

aPh
y

aPi
y

aPj
y

aPk
y

aPl
y

aPm
y

aPn
y

aPo
y

aPp
y

aPq
y

aPr
y

aPs
y

aPt
y

aPu
y

aPv
y

aPw
y

aPx
y

aPy
y

aPz
y

aPA
y

aPB
y

aPC
y

aPD
y

aPE
y

aPF
y

aPG
y

aPH
y

aPI
y

aPJ
y

aPK
y

aPL
y

aPM
y

aPN
y

aPO
y

aPP
y

aPQ
y

aPR
y

aPS
y

aPT
y

aPU
y

aPV
y

aPW
y

aPX
y

aPY
y

aPZ
y

aP0
y

aP1
y

aP2
y

aP3
y

aP4
y

aP5
y

aP6
y

aP7
y

aP8
y

aP9
y

aP_
y

aP.
y

aQa
y

aQb
y

aQc
y

aQd
y

aQe
y

aQf
y

aQg
y

aQh
y

aQi
y

aQj
y

aQk
y

aQl
y

aQm
y

aQn
y

aQo
y

aQp
y

aQq
y

aQr
y

aQs
y

aQt
y

aQu
y

aQv
y

aQw
y

aQx
y

aQy
y

aQz
y

aQA
y

aQB
y

aQC
y

aQD
y

aQE
y

aQF
y

aQG
y

aQH
y

aQI
y

aQJ
y

aQK
y

aQL
y

aQM
y

aQN
y

aQO
y

aQP
y

aQQ
y

aQR
y

aQS
y

aQT
y

aQU
y

aQV
y

aQW
y

aQX
y

aQY
y

aQZ
y

aQ0
y

aQ1
y

aQ2
y

aQ3
y

aQ4
y

aQ5
y

aQ6
y

aQ7
y

aQ8
y

aQ9
y

aQ_
y

aQ.
y

aRa
y

aRb
y

aRc
y

aRd
y

aRe
y

aRf
y

aRg
y

aRh
y

aRi
y

aRj
y

aRk
y

aRl
y

aRm
y

aRn
y

aRo
y

aRp
y

aRq
y

aRr
y

aRs
y

aRt
y

aRu
y

aRv
y

aRw
y

aRx
y

aRy
y

aRz
y

aRA
y

aRB
y

aRC
y

aRD
y

aRE
y

aRF
y

aRG
y

aRH
y

aRI
y

aRJ
y

aRK
y

aRL
y

aRM
y

aRN
y

aRO
y

aRP
y

aRQ
y

aRR
y

aRS
y

aRT
y

aRU
y

aRV
y

aRW
y

aRX
y

aRY
y

aRZ
y

aR0
y

aR1
y

aR2
y

aR3
y

aR4
y

aR5
y

aR6
y

aR7
y

aR8
y

aR9
y

aR_
y

aR.
y

aSa
y

aSb
y

aSc
y

aSd
y

aSe
y

aSf
y

aSg
y

aSh
y

aSi
y

aSj
y

aSk
y

aSl
y

aSm
y

aSn
y

aSo
y

aSp
y

aSq
y

aSr
y

aSs
y

aSt
y

aSu
y

aSv
y

aSw
y

aSx
y

aSy
y

aSz
y

aSA
y

aSB
y

aSC
y

aSD
y

aSE
y

aSF
y

aSG
y

aSH
y

aSI
y

aSJ
y

aSK
y

aSL
y

aSM
y

aSN
y

aSO
y

aSP
y

aSQ
y

aSR
y

aSS
y

aST
y

aSU
y

aSV
y

aSW
y

aSX
y

aSY
y

aSZ
y

aS0
y

aS1
y

aS2
y

aS3
y

aS4
y

aS5
y

aS6
y

aS7
y

aS8
y

aS9
y

aS_
y

aS.
y

aTa
y

aTb
y

aTc
y

aTd
y

aTe
y

aTf
y

aTg
y

aTh
y

aTi
y

aTj
y

aTk
y

aTl
y

aTm
y

aTn
y

aTo
y

aTp
y

aTq
y

aTr
y

aTs
y

aTt
y

aTu
y

aTv
y

aTw
y

aTx
y

aTy
y

aTz
y

aTA
y

aTB
y

aTC
y

aTD
y

aTE
y

aTF
y

aTG
y

aTH
y

aTI
y

aTJ
y

aTK
y

aTL
y

aTM
y

aTN
y

aTO
y

aTP
y

aTQ
y

aTR
y

aTS
y

aTT
y

aTU
y

aTV
y

aTW
y

aTX
y

aTY
y

aTZ
y

aT0
y

aT1
y

aT2
y

aT3
y

aT4
y

aT5
y

aT6
y

aT7
y

aT8
y

aT9
y

aT_
y

aT.
y

aUa
y

aUb
y

aUc
y

aUd
y

aUe
y

aUf
y

aUg
y

aUh
y

aUi
y

aUj
y

aUk
y

aUl
y

aUm
y

aUn
y

aUo
y

aUp
y

aUq
y

aUr
y

aUs
y

aUt
y

aUu
y

aUv
y

aUw
y

aUx
y

aUy
y

aUz
y

aUA
y

aUB
y

aUC
y

aUD
y

aUE
y

aUF
y

aUG
y

aUH
y

aUI
y

aUJ
y

aUK
y

aUL
y

aUM
y

aUN
y

aUO
y

aUP
y

aUQ
y

aUR
y

aUS
y

aUT
y

aUU
y

aUV
y

aUW
y

aUX
y

aUY
y

aUZ
y

aU0
y

aU1
y

aU2
y

aU3
y

aU4
y

aU5
y

aU6
y

aU7
y

aU8
y

aU9
y

aU_
y

aU.
y

aVa
y

aVb
y

aVc
y

aVd
y

aVe
y

aVf
y

aVg
y

aVh
y

aVi
y

aVj
y

aVk
y

aVl
y

aVm
y

aVn
y

aVo
y

aVp
y

aVq
y

aVr
y

aVs
y

aVt
y

aVu
y

aVv
y

aVw
y

aVx
y

aVy
y

aVz
y

aVA
y

aVB
y

aVC
y

aVD
y

aVE
y

aVF
y

aVG
y

aVH
y

aVI
y

aVJ
y

aVK
y

aVL
y

aVM
y

aVN
y

aVO
y

aVP
y

aVQ
y

aVR
y

aVS
y

aVT
y

aVU
y

aVV
y

aVW
y

aVX
y

aVY
y

aVZ
y

aV0
y

aV1
y

aV2
y

aV3
y

aV4
y

aV5
y

aV6
y

aV7
y

aV8
y

aV9
y

aV_
y

aV.
y

aWa
y

aWb
y

aWc
y

aWd
y

aWe
y

aWf
y

aWg
y

aWh
y

aWi
y

aWj
y

aWk
y

aWl
y

aWm
y

aWn
y

aWo
y

aWp
y

aWq
y

aWr
y

aWs
y

aWt
y

aWu
y

aWv
y

aWw
y

aWx
y

aWy
y

aWz
y

aWA
y

aWB
y

aWC
y

aWD
y

aWE
y

aWF
y

aWG
y

aWH
y

aWI
y

aWJ
y

aWK
y

aWL
y

aWM
y

aWN
y

aWO
y

aWP
y

aWQ
y

aWR
y

aWS
y

aWT
y

aWU
y

aWV
y

aWW
y

aWX
y

aWY
y

aWZ
y

aW0
y

aW1
y

aW2
y

aW3
y

aW4
y

aW5
y

aW6
y

aW7
y

aW8
y

aW9
y

aW_
y

aW.
y

aXa
y

aXb
y

aXc
y

aXd
y

aXe
y

aXf
y

aXg
y

aXh
y

aXi
y

aXj
y

aXk
y

aXl
y

aXm
y

aXn
y

aXo
y

aXp
y

aXq
y

aXr
y

aXs
y

aXt
y

aXu
y

aXv
y

aXw
y

aXx
y

aXy
y

aXz
y

aXA
y

aXB
y

aXC
y

aXD
y

aXE
y

aXF
y

aXG
y

aXH
y

aXI
y

aXJ
y

aXK
y

aXL
y

aXM
y

aXN
y

aXO
y

aXP
y

aXQ
y

aXR
y

aXS
y

aXT
y

aXU
y

aXV
y

aXW
y

aXX
y

aXY
y

aXZ
y

aX0
y

aX1
y

aX2
y

aX3
y

aX4
y

aX5
y

aX6
y

aX7
y

aX8
y

aX9
y

aX_
y

aX.
y

aYa
y

aYb
y

aYc
y

aYd
y

aYe
y

aYf
y

aYg
y

aYh
y

aYi
y

aYj
y

aYk
y

aYl
y

aYm
y

aYn
y

aYo
y

aYp
y

aYq
y

aYr
y

aYs
y

aYt
y

aYu
y

aYv
y

aYw
y

aYx
y

aYy
y

aYz
y

aYA
y

aYB
y

aYC
y

aYD
y

aYE
y

aYF
y

aYG
y

aYH
y

aYI
y

aYJ
y

aYK
y

aYL
y

aYM
y

aYN
y

aYO
y

aYP
y

aYQ
y

aYR
y

aYS
y

aYT
y

aYU
y

aYV
y

aYW
y

aYX
y

aYY
y

aYZ
y

aY0
y

aY1
y

aY2
y

aY3
y

aY4
y

aY5
y

aY6
y

aY7
y

aY8
y

aY9
y

aY_
y

aY.
y

aZa
y

aZb
y

aZc
y

aZd
y

aZe
y

aZf
y

aZg
y

aZh
y

aZi
y

aZj
y

aZk
y

aZl
y

aZm
y

aZn
y

aZo
y

aZp
y

aZq
y

aZr
y

aZs
y

aZt
y

aZu
y

aZv
y

aZw
y

aZx
y

aZy
y

aZz
y

aZA
y

aZB
y

aZC
y

aZD
y

aZE
y

aZF
y

aZG
y

aZH
y

aZI
y

aZJ
y

aZK
y

aZL
y

aZM
y

aZN
y

aZO
y

aZP
y

aZQ
y

aZR
y

aZS
y

aZT
y

aZU
y

aZV
y

aZW
y

aZX
y

aZY
y

aZZ
y

aZ0
y

aZ1
y

aZ2
y

aZ3
y

aZ4
y

aZ5
y

aZ6
y

aZ7
y

aZ8
y

aZ9
y

aZ_
y

aZ.
y

a0a
y

a0b
y

a0c
y

a0d
y

a0e
y

a0f
y

a0g
y

a0h
y

a0i
y

a0j
y

a0k
y

a0l
y

a0m
y

a0n
y

a0o
y

a0p
y

a0q
y

a0r
y

a0s
y

a0t
y

a0u
y

a0v
y

a0w
y

a0x
y

a0y
y

a0z
y

a0A
y

a0B
y

a0C
y

a0D
y

a0E
y

a0F
y

a0G
y

a0H
y

a0I
y

a0J
y

a0K
y

a0L
y

a0M
y

a0N
y

a0O
y

a0P
y

a0Q
y

a0R
y

a0S
y

a0T
y

a0U
y

a0V
y

a0W
y

a0X
y

a0Y
y

a0Z
y

a00
y

a01
y

a02
y

a03
y

a04
y

a05
y

a06
y

a07
y

a08
y

a09
y

a0_
y

a0.
y

a1a
y

a1b
y

a1c
y

a1d
y

a1e
y

a1f
y

a1g
y

a1h
y

a1i
y

a1j
y

a1k
y

a1l
y

a1m
y

a1n
y

a1o
y

a1p
y

a1q
y

a1r
y

a1s
y

a1t
y

a1u
y

a1v
y

a1w
y

a1x
y

a1y
y

a1z
y

a1A
y

a1B
y

a1C
y

a1D
y

a1E
y

a1F
y

a1G
y

a1H
y

a1I
y

a1J
y

a1K
y

a1L
y

a1M
y

a1N
y

a1O
y

a1P
y

a1Q
y

a1R
y

a1S
y

a1T
y

a1U
y

a1V
y

a1W
y

a1X
y

a1Y
y

a1Z
y

a10
y

a11
y

a12
y

a13
y

a14
y

a15
y

a16
y

a17
y

a18
y

a19
y

a1_
y

a1.
y

a2a
y

a2b
y

a2c
y

a2d
y

a2e
y

a2f
y

a2g
y

a2h
y

a2i
y

a2j
y

a2k
y

a2l
y

a2m
y

a2n
y

a2o
y

a2p
y

a2q
y

a2r
y

a2s
y

a2t
y

a2u
y

a2v
y

a2w
y

a2x
y

a2y
y

a2z
y

a2A
y

a2B
y

a2C
y

a2D
y

a2E
y

a2F
y

a2G
y

a2H
y

a2I
y

a2J
y

a2K
y

a2L
y

a2M
y

a2N
y

a2O
y

a2P
y

a2Q
y

a2R
y

a2S
y

a2T
y

a2U
y

a2V
y

a2W
y

a2X
y

a2Y
y

a2Z
y

a20
y

a21
y

a22
y

a23
y

a24
y

a25
y

a26
y

a27
y

a28
y

a29
y

a2_
y

a2.
y

a3a
y

a3b
y

a3c
y

a3d
y

a3e
y

a3f
y

a3g
y

a3h
y

a3i
y

a3j
y

a3k
y

a3l
y

a3m
y

a3n
y

a3o
y

a3p
y

a3q
y

a3r
y

a3s
y

a3t
y

a3u
y

a3v
y

a3w
y

a3x
y

a3y
y

a3z
y

a3A
y

a3B
y

a3C
y

a3D
y

a3E
y

a3F
y

a3G
y

a3H
y

a3I
y

a3J
y

a3K
y

a3L
y

a3M
y

a3N
y

a3O
y

a3P
y

a3Q
y

a3R
y

a3S
y

a3T
y

a3U
y

a3V
y

a3W
y

a3X
y

a3Y
y

a3Z
y

a30
y

a31
y

a32
y

a33
y

a34
y

a35
y

a36
y

a37
y

a38
y

a39
y

a3_
y

a3.
y

a4a
y

a4b
y

a4c
y

a4d
y

a4e
y

a4f
y

a4g
y

a4h
y

a4i
y

a4j
y

a4k
y

a4l
y

a4m
y

a4n
y

a4o
y

a4p
y

a4q
y

a4r
y

a4s
y

a4t
y

a4u
y

a4v
y

a4w
y

a4x
y

a4y
y

a4z
y

a4A
y

a4B
y

a4C
y

a4D
y

a4E
y

a4F
y

a4G
y

a4H
y

a4I
y

a4J
y

a4K
y

a4L
y

a4M
y

a4N
y

a4O
y

a4P
y

a4Q
y

a4R
y

a4S
y

a4T
y

a4U
y

a4V
y

a4W
y

a4X
y

a4Y
y

a4Z
y

a40
y

a41
y

a42
y

a43
y

a44
y

a45
y

a46
y

a47
y

a48
y

a49
y

a4_
y

a4.
y

a5a
y

a5b
y

a5c
y

a5d
y

a5e
y

a5f
y

a5g
y

a5h
y

a5i
y

a5j
y

a5k
y

a5l
y

a5m
y

a5n
y

a5o
y

a5p
y

a5q
y

a5r
y

a5s
y

a5t
y

a5u
y

a5v
y

a5w
y

a5x
y

a5y
y

a5z
y

a5A
y

a5B
y

a5C
y

a5D
y

a5E
y

a5F
y

a5G
y

a5H
y

a5I
y

a5J
y

a5K
y

a5L
y

a5M
y

a5N
y

a5O
y

a5P
y

a5Q
y

a5R
y

a5S
y

a5T
y

a5U
y

a5V
y

a5W
y

a5X
y

a5Y
y

a5Z
y

a50
y

a51
y

a52
y

a53
y

a54
y

a55
y

a56
y

a57
y

a58
y

a59
y

a5_
y

a5.
y

a6a
y

a6b
y

a6c
y

a6d
y

a6e
y

a6f
y

a6g
y

a6h
y

a6i
y

a6j
y

a6k
y

a6l
y

a6m
y

a6n
y

a6o
y

a6p
y

a6q
y

a6r
y

a6s
y

a6t
y

a6u
y

a6v
y

a6w
y

a6x
y

a6y
y

a6z
y

a6A
y

a6B
y

a6C
y

a6D
y

a6E
y

a6F
y

a6G
y

a6H
y

a6I
y

a6J
y

a6K
y

a6L
y

a6M
y

a6N
y

a6O
y

a6P
y

a6Q
y

a6R
y

a6S
y

a6T
y

a6U
y

a6V
y

a6W
y

a6X
y

a6Y
y

a6Z
y

a60
y

a61
y

a62
y

a63
y

a64
y

a65
y

a66
y

a67
y

a68
y

a69
y

a6_
y

a6.
y

a7a
y

a7b
y

a7c
y

a7d
y

a7e
y

a7f
y

a7g
y

a7h
y

a7i
y

a7j
y

a7k
y

a7l
y

a7m
y

a7n
y

a7o
y

a7p
y

a7q
y

a7r
y

a7s
y

a7t
y

a7u
y

a7v
y

a7w
y

a7x
y

a7y
y

a7z
y

a7A
y

a7B
y

a7C
y

a7D
y

a7E
y

a7F
y

a7G
y

a7H
y

a7I
y

a7J
y

a7K
y

a7L
y

a7M
y

a7N
y

a7O
y

a7P
y

a7Q
y

a7R
y

a7S
y

a7T
y

a7U
y

a7V
y

a7W
y

a7X
y

a7Y
y

a7Z
y

a70
y

a71
y

a72
y

a73
y

a74
y

a75
y

a76
y

a77
y

a78
y

a79
y

a7_
y

a7.
y

a8a
y

a8b
y

a8c
y

a8d
y

a8e
y

a8f
y

a8g
y

a8h
y

a8i
y

a8j
y

a8k
y

a8l
y

a8m
y

a8n
y

a8o
y

a8p
y

a8q
y

a8r
y

a8s
y

a8t
y

a8u
y

a8v
y

a8w
y

a8x
y

a8y
y

a8z
y

a8A
y

a8B
y

a8C
y

a8D
y

a8E
y

a8F
y

a8G
y

a8H
y

a8I
y

a8J
y

a8K
y

a8L
y

a8M
y

a8N
y

a8O
y

a8P
y

a8Q
y

a8R
y

a8S
y

a8T
y

a8U
y

a8V
y

a8W
y

a8X
y

a8Y
y

a8Z
y

a80
y

a81
y

a82
y

a83
y

a84
y

a85
y

a86
y

a87
y

a88
y

a89
y

a8_
y

a8.
y

a9a
y

a9b
y

a9c
y

a9d
y

a9e
y

a9f
y

a9g
y

a9h
y

a9i
y

a9j
y

a9k
y

a9l
y

a9m
y

a9n
y

a9o
y

a9p
y

a9q
y

a9r
y

a9s
y

a9t
y

a9u
y

a9v
y

a9w
y

a9x
y

a9y
y

a9z
y

a9A
y

a9B
y

a9C
y

a9D
y

a9E
y

a9F
y

a9G
y

a9H
y

a9I
y

a9J
y

a9K
y

a9L
y

a9M
y

a9N
y

a9O
y

a9P
y

a9Q
y

a9R
y

a9S
y

a9T
y

a9U
y

a9V
y

a9W
y

a9X
y

a9Y
y

a9Z
y

a90
y

a91
y

a92
y

a93
y

a94
y

a95
y

a96
y

a97
y

a98
y

a99
y

a9_
y

a9.
y

a_a
y

a_b
y

a_c
y

a_d
y

a_e
y

a_f
y

a_g
y

a_h
y

a_i
y

a_j
y

a_k
y

a_l
y

a_m
y

a_n
y

a_o
y

a_p
y

a_q
y

a_r
y

a_s
y

a_t
y

a_u
y

a_v
y

a_w
y

a_x
y

a_y
y

a_z
y

a_A
y

a_B
y

a_C
y

a_D
y

a_E
y

a_F
y

a_G
y

a_H
y

a_I
y

a_J
y

a_K
y

a_L
y

a_M
y

a_N
y

a_O
y

a_P
y

a_Q
y

a_R
y

a_S
y

a_T
y

a_U
y

a_V
y

a_W
y

a_X
y

a_Y
y

a_Z
y

a_0
y

a_1
y

a_2
y

a_3
y

a_4
y

a_5
y

a_6
y

a_7
y

a_8
y

a_9
y

a__
y

a_.
y

a.a
y

a.b
y

a.c
y

a.d
y

a.e
y

a.f
y

a.g
y

a.h
y

a.i
y

a.j
y

a.k
y

a.l
y

a.m
y

a.n
y

a.o
y

a.p
y

a.q
y

a.r
y

a.s
y

a.t
y

a.u
y

a.v
y

a.w
y

a.x
y

a.y
y

a.z
y

a.A
y

a.B
y

a.C
y

a.D
y

a.E
y

a.F
y

a.G
y

a.H
y

a.I
y

a.J
y

a.K
y

a.L
y

a.M
y

a.N
y

a.O
y

a.P
y

a.Q
y

a.R
y

a.S
y

a.T
y

a.U
y

a.V
y

a.W
y

a.X
y

a.Y
y

a.Z
y

a.0
y

a.1
y

a.2
y

a.3
y

a.4
y

a.5
y

a.6
y

a.7
y

a.8
y

a.9
y

a._
y

a..
y

baa
y

bab
y

bac
y

bad
y

bae
y

baf
y

bag
y

bah
y

bai
y

baj
y

bak
y

bal
y

bam
y

ban
y

bao
y

bap
y

baq
y

bar
y

bas
y

bat
y

bau
y

bav
y

baw
y

bax
y

bay
y

baz
y

baA
y

baB
y

baC
y

baD
y

baE
y

baF
y

baG
y

baH
y

baI
y

baJ
y

baK
y

baL
y

baM
y

baN
y

baO
y

baP
y

baQ
y

baR
y

baS
y

baT
y

baU
y

baV
y

baW
y

baX
y

baY
y

baZ
y

ba0
y

ba1
y

ba2
y

ba3
y

ba4
y

ba5
y

ba6
y

ba7
y

ba8
y

ba9
y

ba_
y

ba.
y

bba
y

bbb
y

bbc
y

bbd
y

bbe
y

bbf
y

bbg
y

bbh
y

bbi
y

bbj
y

bbk
y

bbl
y

bbm
y

bbn
y

bbo
y

bbp
y

bbq
y

bbr
y

bbs
y

bbt
y

bbu
y

bbv
y

bbw
y

bbx
y

bby
y

bbz
y

bbA
y

bbB
y

bbC
y

bbD
y

bbE
y

bbF
y

bbG
y

bbH
y

bbI
y

bbJ
y

bbK
y

bbL
y

bbM
y

bbN
y

bbO
y

bbP
y

bbQ
y

bbR
y

bbS
y

bbT
y

bbU
y

bbV
y

bbW
y

bbX
y

bbY
y

bbZ
y

bb0
y

bb1
y

bb2
y

bb3
y

bb4
y

bb5
y

bb6
y

bb7
y

bb8
y

bb9
y

bb_
y

bb.
y

bca
y

bcb
y

bcc
y

bcd
y

bce
y

bcf
y

bcg
y

bch
y

bci
y

bcj
y

bck
y

bcl
y

bcm
y

bcn
y

bco
y

bcp
y

bcq
y

bcr
y

bcs
y

bct
y

bcu
y

bcv
y

bcw
y

bcx
y

bcy
y

bcz
y

bcA
y

bcB
y

bcC
y

bcD
y

bcE
y

bcF
y

bcG
y

bcH
y

bcI
y

bcJ
y

bcK
y

bcL
y

bcM
y

bcN
y

bcO
y

bcP
y

bcQ
y

bcR
y

bcS
y

bcT
y

bcU
y

bcV
y

bcW
y

bcX
y

bcY
y

bcZ
y

bc0
y

bc1
y

bc2
y

bc3
y

bc4
y

bc5
y

bc6
y

bc7
y

bc8
y

bc9
y

bc_
y

bc.
y

bda
y

bdb
y

bdc
y

bdd
y

bde
y

bdf
y

bdg
y

bdh
y

bdi
y

bdj
y

bdk
y

bdl
y

bdm
y

bdn
y

bdo
y

bdp
y

bdq
y

bdr
y

bds
y

bdt
y

bdu
y

bdv
y

bdw
y

bdx
y

bdy
y

bdz
y

bdA
y

bdB
y

bdC
y

bdD
y

bdE
y

bdF
y

bdG
y

bdH
y

bdI
y

bdJ
y

bdK
y

bdL
y

bdM
y

bdN
y

bdO
y

bdP
y

bdQ
y

bdR
y

bdS
y

bdT
y

bdU
y

bdV
y

bdW
y

bdX
y

bdY
y

bdZ
y

bd0
y

bd1
y

bd2
y

bd3
y

bd4
y

bd5
y

bd6
y

bd7
y

bd8
y

bd9
y

bd_
y

bd.
y

bea
y

beb
y

bec
y

bed
y

bee
y

bef
y

beg
y

beh
y

bei
y

bej
y

bek
y

bel
y

bem
y

ben
y

beo
y

bep
y

beq
y

ber
y

bes
y

bet
y

beu
y

bev
y

bew
y

bex
y

bey
y

bez
y

beA
y

beB
y

beC
y

beD
y

beE
y

beF
y

beG
y

beH
y

beI
y

beJ
y

beK
y

beL
y

beM
y

beN
y

beO
y

beP
y

beQ
y

beR
y

beS
y

beT
y

beU
y

beV
y

beW
y

beX
y

beY
y

beZ
y

be0
y

be1
y

be2
y

be3
y

be4
y

be5
y

be6
y

be7
y

be8
y

be9
y

be_
y

be.
y

bfa
y

bfb
y

bfc
y

bfd
y

bfe
y

bff
y

bfg
y

bfh
y

bfi
y

bfj
y

bfk
y

bfl
y

bfm
y

bfn
y

bfo
y

bfp
y

bfq
y

bfr
y

bfs
y

bft
y

bfu
y

bfv
y

bfw
y

bfx
y

bfy
y

bfz
y

bfA
y

bfB
y

bfC
y

bfD
y

bfE
y

bfF
y

bfG
y

bfH
y

bfI
y

bfJ
y

bfK
y

bfL
y

bfM
y

bfN
y

bfO
y

bfP
y

bfQ
y

bfR
y

bfS
y

bfT
y

bfU
y

bfV
y

bfW
y

bfX
y

bfY
y

bfZ
y

bf0
y

bf1
y

bf2
y

bf3
y

bf4
y

bf5
y

bf6
y

bf7
y

bf8
y

bf9
y

bf_
y

bf.
y

bga
y

bgb
y

bgc
y

bgd
y

bge
y

bgf
y

bgg
y

bgh
y

bgi
y

bgj
y

bgk
y

bgl
y

bgm
y

bgn
y

bgo
y

bgp
y

bgq
y

bgr
y

bgs
y

bgt
y

bgu
y

bgv
y

bgw
y

bgx
y

bgy
y

bgz
y

bgA
y

bgB
y

bgC
y

bgD
y

bgE
y

bgF
y

bgG
y

bgH
y

bgI
y

bgJ
y

bgK
y

bgL
y

bgM
y

bgN
y

bgO
y

bgP
y

bgQ
y

bgR
y

bgS
y

bgT
y

bgU
y

bgV
y

bgW
y

bgX
y

bgY
y

bgZ
y

bg0
y

bg1
y

bg2
y

bg3
y

bg4
y

bg5
y

bg6
y

bg7
y

bg8
y

bg9
y

bg_
y

bg.
y

bha
y

bhb
y

bhc
y

bhd
y

bhe
y

bhf
y

bhg
y

bhh
y

bhi
y

bhj
y

bhk
y

bhl
y

bhm
y

bhn
y

bho
y

bhp
y

bhq
y

bhr
y

bhs
y

bht
y

bhu
y

bhv
y

bhw
y

bhx
y

bhy
y

bhz
y

bhA
y

bhB
y

bhC
y

bhD
y

bhE
y

bhF
y

bhG
y

bhH
y

bhI
y

bhJ
y

bhK
y

bhL
y

bhM
y

bhN
y

bhO
y

bhP
y

bhQ
y

bhR
y

bhS
y

bhT
y

bhU
y

bhV
y

bhW
y

bhX
y

bhY
y

bhZ
y

bh0
y

bh1
y

bh2
y

bh3
y

bh4
y

bh5
y

bh6
y

bh7
y

bh8
y

bh9
y

bh_
y

bh.
y

bia
y

bib
y

bic
y

bid
y

bie
y

bif
y

big
y

bih
y

bii
y

bij
y

bik
y

bil
y

bim
y

bin
y

bio
y

bip
y

biq
y

bir
y

bis
y

bit
y

biu
y

biv
y

biw
y

bix
y

biy
y

biz
y

biA
y

biB
y

biC
y

biD
y

biE
y

biF
y

biG
y

biH
y

biI
y

biJ
y

biK
y

biL
y

biM
y

biN
y

biO
y

biP
y

biQ
y

biR
y

biS
y

biT
y

biU
y

biV
y

biW
y

biX
y

biY
y

biZ
y

bi0
y

bi1
y

bi2
y

bi3
y

bi4
y

bi5
y

bi6
y

bi7
y

bi8
y

bi9
y

bi_
y

bi.
y

bja
y

bjb
y

bjc
y

bjd
y

bje
y

bjf
y

bjg
y

bjh
y

bji
y

bjj
y

bjk
y

bjl
y

bjm
y

bjn
y

bjo
y

bjp
y

bjq
y

bjr
y

bjs
y

bjt
y

bju
y

bjv
y

bjw
y

bjx
y

bjy
y

bjz
y

bjA
y

bjB
y

bjC
y

bjD
y

bjE
y

bjF
y

bjG
y

bjH
y

bjI
y

bjJ
y

bjK
y

bjL
y

bjM
y

bjN
y

bjO
y

bjP
y

bjQ
y

bjR
y

bjS
y

bjT
y

bjU
y

bjV
y

bjW
y

bjX
y

bjY
y

bjZ
y

bj0
y

bj1
y

bj2
y

bj3
y

bj4
y

bj5
y

bj6
y

bj7
y

bj8
y

bj9
y

bj_
y

bj.
y

bka
y

bkb
y

bkc
y

bkd
y

bke
y

bkf
y

bkg
y

bkh
y

bki
y

bkj
y

bkk
y

bkl
y

bkm
y

bkn
y

bko
y

bkp
y

bkq
y

bkr
y

bks
y

bkt
y

bku
y

bkv
y

bkw
y

bkx
y

bky
y

bkz
y

bkA
y

bkB
y

bkC
y

bkD
y

bkE
y

bkF
y

bkG
y

bkH
y

bkI
y

bkJ
y

bkK
y

bkL
y

bkM
y

bkN
y

bkO
y

bkP
y

bkQ
y

bkR
y

bkS
y

bkT
y

bkU
y

bkV
y

bkW
y

bkX
y

bkY
y

bkZ
y

bk0
y

bk1
y

bk2
y

bk3
y

bk4
y

bk5
y

bk6
y

bk7
y

bk8
y

bk9
y

bk_
y

bk.
y

bla
y

blb
y

blc
y

bld
y

ble
y

blf
y

blg
y

blh
y

bli
y

blj
y

blk
y

bll
y

blm
y

bln
y

blo
y

blp
y

blq
y

blr
y

bls
y

blt
y

blu
y

blv
y

blw
y

blx
y

bly
y

blz
y

blA
y

blB
y

blC
y

blD
y

blE
y

blF
y

blG
y

blH
y

blI
y

blJ
y

blK
y

blL
y

blM
y

blN
y

blO
y

blP
y

blQ
y

blR
y

blS
y

blT
y

blU
y

blV
y

blW
y

blX
y

blY
y

blZ
y

bl0
y

bl1
y

bl2
y

bl3
y

bl4
y

bl5
y

bl6
y

bl7
y

bl8
y

bl9
y

bl_
y

bl.
y

bma
y

bmb
y

bmc
y

bmd
y

bme
y

bmf
y

bmg
y

bmh
y

bmi
y

bmj
y

bmk
y

bml
y

bmm
y

bmn
y

bmo
y

bmp
y

bmq
y

bmr
y

bms
y

bmt
y

bmu
y

bmv
y

bmw
y

bmx
y

bmy
y

bmz
y

bmA
y

bmB
y

bmC
y

bmD
y

bmE
y

bmF
y

bmG
y

bmH
y

bmI
y

bmJ
y

bmK
y

bmL
y

bmM
y

bmN
y

bmO
y

bmP
y

bmQ
y

bmR
y

bmS
y

bmT
y

bmU
y

bmV
y

bmW
y

bmX
y

bmY
y

bmZ
y

bm0
y

bm1
y

bm2
y

bm3
y

bm4
y

bm5
y

bm6
y

bm7
y

bm8
y

bm9
y

bm_
y

bm.
y

bna
y

bnb
y

bnc
y

bnd
y

bne
y

bnf
y

bng
y

bnh
y

bni
y

bnj
y

bnk
y

bnl
y

bnm
y

bnn
y

bno
y

bnp
y

bnq
y

bnr
y

bns
y

bnt
y

bnu
y

bnv
y

bnw
y

bnx
y

bny
y

bnz
y

bnA
y

bnB
y

bnC
y

bnD
y

bnE
y

bnF
y

bnG
y

bnH
y

bnI
y

bnJ
y

bnK
y

bnL
y

bnM
y

bnN
y

bnO
y

bnP
y

bnQ
y

bnR
y

bnS
y

bnT
y

bnU
y

bnV
y

bnW
y

bnX
y

bnY
y

bnZ
y

bn0
y

bn1
y

bn2
y

bn3
y

bn4
y

bn5
y

bn6
y

bn7
y

bn8
y

bn9
y

bn_
y

bn.
y

boa
y

bob
y

boc
y

bod
y

boe
y

bof
y

bog
y

boh
y

boi
y

boj
y

bok
y

bol
y

bom
y

bon
y

boo
y

bop
y

boq
y

bor
y

bos
y

bot
y

bou
y

bov
y

bow
y

box
y

boy
y

boz
y

boA
y

boB
y

boC
y

boD
y

boE
y

boF
y

boG
y

boH
y

boI
y

boJ
y

boK
y

boL
y

boM
y

boN
y

boO
y

boP
y

boQ
y

boR
y

boS
y

boT
y

boU
y

boV
y

boW
y

boX
y

boY
y

boZ
y

bo0
y

bo1
y

bo2
y

bo3
y

bo4
y

bo5
y

bo6
y

bo7
y

bo8
y

bo9
y

bo_
y

bo.
y

bpa
y

bpb
y

bpc
y

bpd
y

bpe
y

bpf
y

bpg
y

bph
y

bpi
y

bpj
y

bpk
y

bpl
y

bpm
y

bpn
y

bpo
y

bpp
y

bpq
y

bpr
y

bps
y

bpt
y

bpu
y

bpv
y

bpw
y

bpx
y

bpy
y

bpz
y

bpA
y

bpB
y

bpC
y

bpD
y

bpE
y

bpF
y

bpG
y

bpH
y

bpI
y

bpJ
y

bpK
y

bpL
y

bpM
y

bpN
y

bpO
y

bpP
y

bpQ
y

bpR
y

bpS
y

bpT
y

bpU
y

bpV
y

bpW
y

bpX
y

bpY
y

bpZ
y

bp0
y

bp1
y

bp2
y

bp3
y

bp4
y

bp5
y

bp6
y

bp7
y

bp8
y

bp9
y

bp_
y

bp.
y

bqa
y

bqb
y

bqc
y

bqd
y

bqe
y

bqf
y

bqg
y

bqh
y

bqi
y

bqj
y

bqk
y

bql
y

bqm
y

bqn
y

bqo
y

bqp
y

bqq
y

bqr
y

bqs
y

bqt
y

bqu
y

bqv
y

bqw
y

bqx
y

bqy
y

bqz
y

bqA
y

bqB
y

bqC
y

bqD
y

bqE
y

bqF
y

bqG
y

bqH
y

bqI
y

bqJ
y

bqK
y

bqL
y

bqM
y

bqN
y

bqO
y

bqP
y

bqQ
y

bqR
y

bqS
y

bqT
y

bqU
y

bqV
y

bqW
y

bqX
y

bqY
y

bqZ
y

bq0
y

bq1
y

bq2
y

bq3
y

bq4
y

bq5
y

bq6
y

bq7
y

bq8
y

bq9
y

bq_
y

bq.
y

bra
y

brb
y

brc
y

brd
y

bre
y

brf
y

brg
y

brh
y

bri
y

brj
y

brk
y

brl
y

brm
y

brn
y

bro
y

brp
y

brq
y

brr
y

brs
y

brt
y

bru
y

brv
y

brw
y

brx
y

bry
y

brz
y

brA
y

brB
y

brC
y

brD
y

brE
y

brF
y

brG
y

brH
y

brI
y

brJ
y

brK
y

brL
y

brM
y

brN
y

brO
y

brP
y

brQ
y

brR
y

brS
y

brT
y

brU
y

brV
y

brW
y

brX
y

brY
y

brZ
y

br0
y

br1
y

br2
y

br3
y

br4
y

br5
y

br6
y

br7
y

br8
y

br9
y

br_
y

br.
y

bsa
y

bsb
y

bsc
y

bsd
y

bse
y

bsf
y

bsg
y

bsh
y

bsi
y

bsj
y

bsk
y

bsl
y

bsm
y

bsn
y

bso
y

bsp
y

bsq
y

bsr
y

bss
y

bst
y

bsu
y

bsv
y

bsw
y

bsx
y

bsy
y

bsz
y

bsA
y

bsB
y

bsC
y

bsD
y

bsE
y

bsF
y

bsG
y

bsH
y

bsI
y

bsJ
y

bsK
y

bsL
y

bsM
y

bsN
y

bsO
y

bsP
y

bsQ
y

bsR
y

bsS
y

bsT
y

bsU
y

bsV
y

bsW
y

bsX
y

bsY
y

bsZ
y

bs0
y

bs1
y

bs2
y

bs3
y

bs4
y

bs5
y

bs6
y

bs7
y

bs8
y

bs9
y

bs_
y

bs.
y

bta
y

btb
y

btc
y

btd
y

bte
y

btf
y

btg
y

bth
y

bti
y

btj
y

btk
y

btl
y

btm
y

btn
y

bto
y

btp
y

btq
y

btr
y

bts
y

btt
y

btu
y

btv
y

btw
y

btx
y

bty
y

btz
y

btA
y

btB
y

btC
y

btD
y

btE
y

btF
y

btG
y

btH
y

btI
y

btJ
y

btK
y

btL
y

btM
y

btN
y

btO
y

btP
y

btQ
y

btR
y

btS
y

btT
y

btU
y

btV
y

btW
y

btX
y

btY
y

btZ
y

bt0
y

bt1
y

bt2
y

bt3
y

bt4
y

bt5
y

bt6
y

bt7
y

bt8
y

bt9
y

bt_
y

bt.
y

bua
y

bub
y

buc
y

bud
y

bue
y

buf
y

bug
y

buh
y

bui
y

buj
y

buk
y

bul
y

bum
y

bun
y

buo
y

bup
y

buq
y

bur
y

bus
y

but
y

buu
y

buv
y

buw
y

bux
y

buy
y

buz
y

buA
y

buB
y

buC
y

buD
y

buE
y

buF
y

buG
y

buH
y

buI
y

buJ
y

buK
y

buL
y

buM
y

buN
y

buO
y

buP
y

buQ
y

buR
y

buS
y

buT
y

buU
y

buV
y

buW
y

buX
y

buY
y

buZ
y

bu0
y

bu1
y

bu2
y

bu3
y

bu4
y

bu5
y

bu6
y

bu7
y

bu8
y

bu9
y

bu_
y

bu.
y

bva
y

bvb
y

bvc
y

bvd
y

bve
y

bvf
y

bvg
y

bvh
y

bvi
y

bvj
y

bvk
y

bvl
y

bvm
y

bvn
y

bvo
y

bvp
y

bvq
y

bvr
y

bvs
y

bvt
y

bvu
y

bvv
y

bvw
y

bvx
y

bvy
y

bvz
y

bvA
y

bvB
y

bvC
y

bvD
y

bvE
y

bvF
y

bvG
y

bvH
y

bvI
y

bvJ
y

bvK
y

bvL
y

bvM
y

bvN
y

bvO
y

bvP
y

bvQ
y

bvR
y

bvS
y

bvT
y

bvU
y

bvV
y

bvW
y

bvX
y

bvY
y

bvZ
y

bv0
y

bv1
y

bv2
y

bv3
y

bv4
y

bv5
y

bv6
y

bv7
y

bv8
y

bv9
y

bv_
y

bv.
y

bwa
y

bwb
y

bwc
y

bwd
y

bwe
y

bwf
y

bwg
y

bwh
y

bwi
y

bwj
y

bwk
y

bwl
y

bwm
y

bwn
y

bwo
y

bwp
y

bwq
y

bwr
y

bws
y

bwt
y

bwu
y

bwv
y

bww
y

bwx
y

bwy
y

bwz
y

bwA
y

bwB
y

bwC
y

bwD
y

bwE
y

bwF
y

bwG
y

bwH
y

bwI
y

bwJ
y

bwK
y

bwL
y

bwM
y

bwN
y

bwO
y

bwP
y

bwQ
y

bwR
y

bwS
y

bwT
y

bwU
y

bwV
y

bwW
y

bwX
y

bwY
y

bwZ
y

bw0
y

bw1
y

bw2
y

bw3
y

bw4
y

bw5
y

bw6
y

bw7
y

bw8
y

bw9
y

bw_
y

bw.
y

bxa
y

bxb
y

bxc
y

bxd
y

bxe
y

bxf
y

bxg
y

bxh
y

bxi
y

bxj
y

bxk
y

bxl
y

bxm
y

bxn
y

bxo
y

bxp
y

bxq
y

bxr
y

bxs
y

bxt
y

bxu
y

bxv
y

bxw
y

bxx
y

bxy
y

bxz
y

bxA
y

bxB
y

bxC
y

bxD
y

bxE
y

bxF
y

bxG
y

bxH
y

bxI
y

bxJ
y

bxK
y

bxL
y

bxM
y

bxN
y

bxO
y

bxP
y

bxQ
y

bxR
y

bxS
y

bxT
y

bxU
y

bxV
y

bxW
y

bxX
y

bxY
y

bxZ
y

bx0
y

bx1
y

bx2
y

bx3
y

bx4
y

bx5
y

bx6
y

bx7
y

bx8
y

bx9
y

bx_
y

bx.
y

bya
y

byb
y

byc
y

byd
y

bye
y

byf
y

byg
y

byh
y

byi
y

byj
y

byk
y

byl
y

bym
y

byn
y

byo
y

byp
y

byq
y

byr
y

bys
y

byt
y

byu
y

byv
y

byw
y

byx
y

byy
y

byz
y

byA
y

byB
y

byC
y

byD
y

byE
y

byF
y

byG
y

byH
y

byI
y

byJ
y

byK
y

byL
y

byM
y

byN
y

byO
y

byP
y

byQ
y

byR
y

byS
y

byT
y

byU
y

byV
y

byW
y

byX
y

byY
y

byZ
y

by0
y

by1
y

by2
y

by3
y

by4
y

by5
y

by6
y

by7
y

by8
y

by9
y

by_
y

by.
y

bza
y

bzb
y

bzc
y

bzd
y

bze
y

bzf
y

bzg
y

bzh
y

bzi
y

bzj
y

bzk
y

bzl
y

bzm
y

bzn
y

bzo
y

bzp
y

bzq
y

bzr
y

bzs
y

bzt
y

bzu
y

bzv
y

bzw
y

bzx
y

bzy
y

bzz
y

bzA
y

bzB
y

bzC
y

bzD
y

bzE
y

bzF
y

bzG
y

bzH
y

bzI
y

bzJ
y

bzK
y

bzL
y

bzM
y

bzN
y

bzO
y

bzP
y

bzQ
y

bzR
y

bzS
y

bzT
y

bzU
y

bzV
y

bzW
y

bzX
y

bzY
y

bzZ
y

bz0
y

bz1
y

bz2
y

bz3
y

bz4
y

bz5
y

bz6
y

bz7
y

bz8
y

bz9
y

bz_
y

bz.
y

bAa
y

bAb
y

bAc
y

bAd
y

bAe
y

bAf
y

bAg
y

bAh
y

bAi
y

bAj
y

bAk
y

bAl
y

bAm
y

bAn
y

bAo
y

bAp
y

bAq
y

bAr
y

bAs
y

bAt
y

bAu
y

bAv
y

bAw
y

bAx
y

bAy
y

bAz
y

bAA
y

bAB
y

bAC
y

bAD
y

bAE
y

bAF
y

bAG
y

bAH
y

bAI
y

bAJ
y

bAK
y

bAL
y

bAM
y

bAN
y

bAO
y

bAP
y

bAQ
y

bAR
y

bAS
y

bAT
y

bAU
y

bAV
y

bAW
y

bAX
y

bAY
y

bAZ
y

bA0
y

bA1
y

bA2
y

bA3
y

bA4
y

bA5
y

bA6
y

bA7
y

bA8
y

bA9
y

bA_
y

bA.
y

bBa
y

bBb
y

bBc
y

bBd
y

bBe
y

bBf
y

bBg
y

bBh
y

bBi
y

bBj
y

bBk
y

bBl
y

bBm
y

bBn
y

bBo
y

bBp
y

bBq
y

bBr
y

bBs
y

bBt
y

bBu
y

bBv
y

bBw
y

bBx
y

bBy
y

bBz
y

bBA
y

bBB
y

bBC
y

bBD
y

bBE
y

bBF
y

bBG
y

bBH
y

bBI
y

bBJ
y

bBK
y

bBL
y

bBM
y

bBN
y

bBO
y

bBP
y

bBQ
y

bBR
y

bBS
y

bBT
y

bBU
y

bBV
y

bBW
y

bBX
y

bBY
y

bBZ
y

bB0
y

bB1
y

bB2
y

bB3
y

bB4
y

bB5
y

bB6
y

bB7
y

bB8
y

bB9
y

bB_
y

bB.
y

bCa
y

bCb
y

bCc
y

bCd
y

bCe
y

bCf
y

bCg
y

bCh
y

bCi
y

bCj
y

bCk
y

bCl
y

bCm
y

bCn
y

bCo
y

bCp
y

bCq
y

bCr
y

bCs
y

bCt
y

bCu
y

bCv
y

bCw
y

bCx
y

bCy
y

bCz
y

bCA
y

bCB
y

bCC
y

bCD
y

bCE
y

bCF
y

bCG
y

bCH
y

bCI
y

bCJ
y

bCK
y

bCL
y

bCM
y

bCN
y

bCO
y

bCP
y

bCQ
y

bCR
y

bCS
y

bCT
y

bCU
y

bCV
y

bCW
y

bCX
y

bCY
y

bCZ
y

bC0
y

bC1
y

bC2
y

bC3
y

bC4
y

bC5
y

bC6
y

bC7
y

bC8
y

bC9
y

bC_
y

bC.
y

bDa
y

bDb
y

bDc
y

bDd
y

bDe
y

bDf
y

bDg
y

bDh
y

bDi
y

bDj
y

bDk
y

bDl
y

bDm
y

bDn
y

bDo
y

bDp
y

bDq
y

bDr
y

bDs
y

bDt
y

bDu
y

bDv
y

bDw
y

bDx
y

bDy
y

bDz
y

bDA
y

bDB
y

bDC
y

bDD
y

bDE
y

bDF
y

bDG
y

bDH
y

bDI
y

bDJ
y

bDK
y

bDL
y

bDM
y

bDN
y

bDO
y

bDP
y

bDQ
y

bDR
y

bDS
y

bDT
y

bDU
y

bDV
y

bDW
y

bDX
y

bDY
y

bDZ
y

bD0
y

bD1
y

bD2
y

bD3
y

bD4
y

bD5
y

bD6
y

bD7
y

bD8
y

bD9
y

bD_
y

bD.
y

bEa
y

bEb
y

bEc
y

bEd
y

bEe
y

bEf
y

bEg
y

bEh
y

bEi
y

bEj
y

bEk
y

bEl
y

bEm
y

bEn
y

bEo
y

bEp
y

bEq
y

bEr
y

bEs
y

bEt
y

bEu
y

bEv
y

bEw
y

bEx
y

bEy
y

bEz
y

bEA
y

bEB
y

bEC
y

bED
y

bEE
y

bEF
y

bEG
y

bEH
y

bEI
y

bEJ
y

bEK
y

bEL
y

bEM
y

bEN
y

bEO
y

bEP
y

bEQ
y

bER
y

bES
y

bET
y

bEU
y

bEV
y

bEW
y

bEX
y

bEY
y

bEZ
y

bE0
y

bE1
y

bE2
y

bE3
y

bE4
y

bE5
y

bE6
y

bE7
y

bE8
y

bE9
y

bE_
y

bE.
y

bFa
y

bFb
y

bFc
y

bFd
y

bFe
y

bFf
y

bFg
y

bFh
y

bFi
y

bFj
y

bFk
y

bFl
y

bFm
y

bFn
y

bFo
y

bFp
y

bFq
y

bFr
y

bFs
y

bFt
y

bFu
y

bFv
y

bFw
y

bFx
y

bFy
y

bFz
y

bFA
y

bFB
y

bFC
y

bFD
y

bFE
y

bFF
y

bFG
y

bFH
y

bFI
y

bFJ
y

bFK
y

bFL
y

bFM
y

bFN
y

bFO
y

bFP
y

bFQ
y

bFR
y

bFS
y

bFT
y

bFU
y

bFV
y

bFW
y

bFX
y

bFY
y

bFZ
y

bF0
y

bF1
y

bF2
y

bF3
y

bF4
y

bF5
y

bF6
y

bF7
y

bF8
y

bF9
y

bF_
y

bF.
y

bGa
y

bGb
y

bGc
y

bGd
y

bGe
y

bGf
y

bGg
y

bGh
y

bGi
y

bGj
y

bGk
y

bGl
y

bGm
y

bGn
y

bGo
y

bGp
y

bGq
y

bGr
y

bGs
y

bGt
y

bGu
y

bGv
y

bGw
y

bGx
y

bGy
y

bGz
y

bGA
y

bGB
y

bGC
y

bGD
y

bGE
y

bGF
y

bGG
y

bGH
y

bGI
y

bGJ
y

bGK
y

bGL
y

bGM
y

bGN
y

bGO
y

bGP
y

bGQ
y

bGR
y

bGS
y

bGT
y

bGU
y

bGV
y

bGW
y

bGX
y

bGY
y

bGZ
y

bG0
y

bG1
y

bG2
y

bG3
y

bG4
y

bG5
y

bG6
y

bG7
y

bG8
y

bG9
y

bG_
y

bG.
y

bHa
y

bHb
y

bHc
y

bHd
y

bHe
y

bHf
y

bHg
y

bHh
y

bHi
y

bHj
y

bHk
y

bHl
y

bHm
y

bHn
y

bHo
y

bHp
y

bHq
y

bHr
y

bHs
y

bHt
y

bHu
y

bHv
y

bHw
y

bHx
y

bHy
y

bHz
y

bHA
y

bHB
y

bHC
y

bHD
y

bHE
y

bHF
y

bHG
y

bHH
y

bHI
y

bHJ
y

bHK
y

bHL
y

bHM
y

bHN
y

bHO
y

bHP
y

bHQ
y

bHR
y

bHS
y

bHT
y

bHU
y

bHV
y

bHW
y

bHX
y

bHY
y

bHZ
y

bH0
y

bH1
y

bH2
y

bH3
y

bH4
y

bH5
y

bH6
y

bH7
y

bH8
y

bH9
y

bH_
y

bH.
y

bIa
y

bIb
y

bIc
y

bId
y

bIe
y

bIf
y

bIg
y

bIh
y

bIi
y

bIj
y

bIk
y

bIl
y

bIm
y

bIn
y

bIo
y

bIp
y

bIq
y

bIr
y

bIs
y

bIt
y

bIu
y

bIv
y

bIw
y

bIx
y

bIy
y

bIz
y

bIA
y

bIB
y

bIC
y

bID
y

bIE
y

bIF
y

bIG
y

bIH
y

bII
y

bIJ
y

bIK
y

bIL
y

bIM
y

bIN
y

bIO
y

bIP
y

bIQ
y

bIR
y

bIS
y

bIT
y

bIU
y

bIV
y

bIW
y

bIX
y

bIY
y

bIZ
y

bI0
y

bI1
y

bI2
y

bI3
y

bI4
y

bI5
y

bI6
y

bI7
y

bI8
y

bI9
y

bI_
y

bI.
y

bJa
y

bJb
y

bJc
y

bJd
y

bJe
y

bJf
y

bJg
y

bJh
y

bJi
y

bJj
y

bJk
y

bJl
y

bJm
y

bJn
y

bJo
y

bJp
y

bJq
y

bJr
y

bJs
y

bJt
y

bJu
y

bJv
y

bJw
y

bJx
y

bJy
y

bJz
y

bJA
y

bJB
y

bJC
y

bJD
y

bJE
y

bJF
y

bJG
y

bJH
y

bJI
y

bJJ
y

bJK
y

bJL
y

bJM
y

bJN
y

bJO
y

bJP
y

bJQ
y

bJR
y

bJS
y

bJT
y

bJU
y

bJV
y

bJW
y

bJX
y

bJY
y

bJZ
y

bJ0
y

bJ1
y

bJ2
y

bJ3
y

bJ4
y

bJ5
y

bJ6
y

bJ7
y

bJ8
y

bJ9
y

bJ_
y

bJ.
y

bKa
y

bKb
y

bKc
y

bKd
y

bKe
y

bKf
y

bKg
y

bKh
y

bKi
y

bKj
y

bKk
y

bKl
y

bKm
y

bKn
y

bKo
y

bKp
y

bKq
y

bKr
y

bKs
y

bKt
y

bKu
y

bKv
y

bKw
y

bKx
y

bKy
y

bKz
y

bKA
y

bKB
y

bKC
y

bKD
y

bKE
y

bKF
y

bKG
y

bKH
y

bKI
y

bKJ
y

bKK
y

bKL
y

bKM
y

bKN
y

bKO
y

bKP
y

bKQ
y

bKR
y

bKS
y

bKT
y

bKU
y

bKV
y

bKW
y

bKX
y

bKY
y

bKZ
y

bK0
y

bK1
y

bK2
y

bK3
y

bK4
y

bK5
y

bK6
y

bK7
y

bK8
y

bK9
y

bK_
y

bK.
y

bLa
y

bLb
y

bLc
y

bLd
y

bLe
y

bLf
y

bLg
y

bLh
y

bLi
y

bLj
y

bLk
y

bLl
y

bLm
y

bLn
y

bLo
y

bLp
y

bLq
y

bLr
y

bLs
y

bLt
y

bLu
y

bLv
y

bLw
y

bLx
y

bLy
y

bLz
y

bLA
y

bLB
y

bLC
y

bLD
y

bLE
y

bLF
y

bLG
y

bLH
y

bLI
y

bLJ
y

bLK
y

bLL
y

bLM
y

bLN
y

bLO
y

bLP
y

bLQ
y

bLR
y

bLS
y

bLT
y

bLU
y

bLV
y

bLW
y

bLX
y

bLY
y

bLZ
y

bL0
y

bL1
y

bL2
y

bL3
y

bL4
y

bL5
y

bL6
y

bL7
y

bL8
y

bL9
y

bL_
y

bL.
y

bMa
y

bMb
y

bMc
y

bMd
y

bMe
y

bMf
y

bMg
y

bMh
y

bMi
y

bMj
y

bMk
y

bMl
y

bMm
y

bMn
y

bMo
y

bMp
y

bMq
y

bMr
y

bMs
y

bMt
y

bMu
y

bMv
y

bMw
y

bMx
y

bMy
y

bMz
y

bMA
y

bMB
y

bMC
y

bMD
y

bME
y

bMF
y

bMG
y

bMH
y

bMI
y

bMJ
y

bMK
y

bML
y

bMM
y

bMN
y

bMO
y

bMP
y

bMQ
y

bMR
y

bMS
y

bMT
y

bMU
y

bMV
y

bMW
y

bMX
y

bMY
y

bMZ
y

bM0
y

bM1
y

bM2
y

bM3
y

bM4
y

bM5
y

bM6
y

bM7
y

bM8
y

bM9
y

bM_
y

bM.
y

bNa
y

bNb
y

bNc
y

bNd
y

bNe
y

bNf
y

bNg
y

bNh
y

bNi
y

bNj
y

bNk
y

bNl
y

bNm
y

bNn
y

bNo
y

bNp
y

bNq
y

bNr
y

bNs
y

bNt
y

bNu
y

bNv
y

bNw
y

bNx
y

bNy
y

bNz
y

bNA
y

bNB
y

bNC
y

bND
y

bNE
y

bNF
y

bNG
y

bNH
y

bNI
y

bNJ
y

bNK
y

bNL
y

bNM
y

bNN
y

bNO
y

bNP
y

bNQ
y

bNR
y

bNS
y

bNT
y

bNU
y

bNV
y

bNW
y

bNX
y

bNY
y

bNZ
y

bN0
y

bN1
y

bN2
y

bN3
y

bN4
y

bN5
y

bN6
y

bN7
y

bN8
y

bN9
y

bN_
y

bN.
y

bOa
y

bOb
y

bOc
y

bOd
y

bOe
y

bOf
y

bOg
y

bOh
y

bOi
y

bOj
y

bOk
y

bOl
y

bOm
y

bOn
y

bOo
y

bOp
y

bOq
y

bOr
y

bOs
y

bOt
y

bOu
y

bOv
y

bOw
y

bOx
y

bOy
y

bOz
y

bOA
y

bOB
y

bOC
y

bOD
y

bOE
y

bOF
y

bOG
y

bOH
y

bOI
y

bOJ
y

bOK
y

bOL
y

bOM
y

bON
y

bOO
y

bOP
y

bOQ
y

bOR
y

bOS
y

bOT
y

bOU
y

bOV
y

bOW
y

bOX
y

bOY
y

bOZ
y

bO0
y

bO1
y

bO2
y

bO3
y

bO4
y

bO5
y

bO6
y

bO7
y

bO8
y

bO9
y

bO_
y

bO.
y

bPa
y

bPb
y

bPc
y

bPd
y

bPe
y

bPf
y

bPg
y

bPh
y

bPi
y

bPj
y

bPk
y

bPl
y

bPm
y

bPn
y

bPo
y

bPp
y

bPq
y

bPr
y

bPs
y

bPt
y

bPu
y

bPv
y

bPw
y

bPx
y

bPy
y

bPz
y

bPA
y

bPB
y

bPC
y

bPD
y

bPE
y

bPF
y

bPG
y

bPH
y

bPI
y

bPJ
y

bPK
y

bPL
y

bPM
y

bPN
y

bPO
y

bPP
y

bPQ
y

bPR
y

bPS
y

bPT
y

bPU
y

bPV
y

bPW
y

bPX
y

bPY
y

bPZ
y

bP0
y

bP1
y

bP2
y

bP3
y

bP4
y

bP5
y

bP6
y

bP7
y

bP8
y

bP9
y

bP_
y

bP.
y

bQa
y

bQb
y

bQc
y

bQd
y

bQe
y

bQf
y

bQg
y

bQh
y

bQi
y

bQj
y

bQk
y

bQl
y

bQm
y

bQn
y

bQo
y

bQp
y

bQq
y

bQr
y

bQs
y

bQt
y

bQu
y

bQv
y

bQw
y

bQx
y

bQy
y

bQz
y

bQA
y

bQB
y

bQC
y

bQD
y

bQE
y

bQF
y

bQG
y

bQH
y

bQI
y

bQJ
y

bQK
y

bQL
y

bQM
y

bQN
y

bQO
y

bQP
y

bQQ
y

bQR
y

bQS
y

bQT
y

bQU
y

bQV
y

bQW
y

bQX
y

bQY
y

bQZ
y

bQ0
y

bQ1
y

bQ2
y

bQ3
y

bQ4
y

bQ5
y

bQ6
y

bQ7
y

bQ8
y

bQ9
y

bQ_
y

bQ.
y

bRa
y

bRb
y

bRc
y

bRd
y

bRe
y

bRf
y

bRg
y

bRh
y

bRi
y

bRj
y

bRk
y

bRl
y

bRm
y

bRn
y

bRo
y

bRp
y

bRq
y

bRr
y

bRs
y

bRt
y

bRu
y

bRv
y

bRw
y

bRx
y

bRy
y

bRz
y

bRA
y

bRB
y

bRC
y

bRD
y

bRE
y

bRF
y

bRG
y

bRH
y

bRI
y

bRJ
y

bRK
y

bRL
y

bRM
y

bRN
y

bRO
y

bRP
y

bRQ
y

bRR
y

bRS
y

bRT
y

bRU
y

bRV
y

bRW
y

bRX
y

bRY
y

bRZ
y

bR0
y

bR1
y

bR2
y

bR3
y

bR4
y

bR5
y

bR6
y

bR7
y

bR8
y

bR9
y

bR_
y

bR.
y

bSa
y

bSb
y

bSc
y

bSd
y

bSe
y

bSf
y

bSg
y

bSh
y

bSi
y

bSj
y

bSk
y

bSl
y

bSm
y

bSn
y

bSo
y

bSp
y

bSq
y

bSr
y

bSs
y

bSt
y

bSu
y

bSv
y

bSw
y

bSx
y

bSy
y

bSz
y

bSA
y

bSB
y

bSC
y

bSD
y

bSE
y

bSF
y

bSG
y

bSH
y

bSI
y

bSJ
y

bSK
y

bSL
y

bSM
y

bSN
y

bSO
y

bSP
y

bSQ
y

bSR
y

bSS
y

bST
y

bSU
y

bSV
y

bSW
y

bSX
y

bSY
y

bSZ
y

bS0
y

bS1
y

bS2
y

bS3
y

bS4
y

bS5
y

bS6
y

bS7
y

bS8
y

bS9
y

bS_
y

bS.
y

bTa
y

bTb
y

bTc
y

bTd
y

bTe
y

bTf
y

bTg
y

bTh
y

bTi
y

bTj
y

bTk
y

bTl
y

bTm
y

bTn
y

bTo
y

bTp
y

bTq
y

bTr
y

bTs
y

bTt
y

bTu
y

bTv
y

bTw
y

bTx
y

bTy
y

bTz
y

bTA
y

bTB
y

bTC
y

bTD
y

bTE
y

bTF
y

bTG
y

bTH
y

bTI
y

bTJ
y

bTK
y

bTL
y

bTM
y

bTN
y

bTO
y

bTP
y

bTQ
y

bTR
y

bTS
y

bTT
y

bTU
y

bTV
y

bTW
y

bTX
y

bTY
y

bTZ
y

bT0
y

bT1
y

bT2
y

bT3
y

bT4
y

bT5
y

bT6
y

bT7
y

bT8
y

bT9
y

bT_
y

bT.
y

bUa
y

bUb
y

bUc
y

bUd
y

bUe
y

bUf
y

bUg
y

bUh
y

bUi
y

bUj
y

bUk
y

bUl
y

bUm
y

bUn
y

bUo
y

bUp
y

bUq
y

bUr
y

bUs
y

bUt
y

bUu
y

bUv
y

bUw
y

bUx
y

bUy
y

bUz
y

bUA
y

bUB
y

bUC
y

bUD
y

bUE
y

bUF
y

bUG
y

bUH
y

bUI
y

bUJ
y

bUK
y

bUL
y

bUM
y

bUN
y

bUO
y

bUP
y

bUQ
y

bUR
y

bUS
y

bUT
y

bUU
y

bUV
y

bUW
y

bUX
y

bUY
y

bUZ
y

bU0
y

bU1
y

bU2
y

bU3
y

bU4
y

bU5
y

bU6
y

bU7
y

bU8
y

bU9
y

bU_
y

bU.
y

bVa
y

bVb
y

bVc
y

bVd
y

bVe
y

bVf
y

bVg
y

bVh
y

bVi
y

bVj
y

bVk
y

bVl
y

bVm
y

bVn
y

bVo
y

bVp
y

bVq
y

bVr
y

bVs
y

bVt
y

bVu
y

bVv
y

bVw
y

bVx
y

bVy
y

bVz
y

bVA
y

bVB
y

bVC
y

bVD
y

bVE
y

bVF
y

bVG
y

bVH
y

bVI
y

bVJ
y

bVK
y

bVL
y

bVM
y

bVN
y

bVO
y

bVP
y

bVQ
y

bVR
y

bVS
y

bVT
y

bVU
y

bVV
y

bVW
y

bVX
y

bVY
y

bVZ
y

bV0
y

bV1
y

bV2
y

bV3
y

bV4
y

bV5
y

bV6
y

bV7
y

bV8
y

bV9
y

bV_
y

bV.
y

bWa
y

bWb
y

bWc
y

bWd
y

bWe
y

bWf
y

bWg
y

bWh
y

bWi
y

bWj
y

bWk
y

bWl
y

bWm
y

bWn
y

bWo
y

bWp
y

bWq
y

bWr
y

bWs
y

bWt
y

bWu
y

bWv
y

bWw
y

bWx
y

bWy
y

bWz
y

bWA
y

bWB
y

bWC
y

bWD
y

bWE
y

bWF
y

bWG
y

bWH
y

bWI
y

bWJ
y

bWK
y

bWL
y

bWM
y

bWN
y

bWO
y

bWP
y

bWQ
y

bWR
y

bWS
y

bWT
y

bWU
y

bWV
y

bWW
y

bWX
y

bWY
y

bWZ
y

bW0
y

bW1
y

bW2
y

bW3
y

bW4
y

bW5
y

bW6
y

bW7
y

bW8
y

bW9
y

bW_
y

bW.
y

bXa
y

bXb
y

bXc
y

bXd
y

bXe
y

bXf
y

bXg
y

bXh
y

bXi
y

bXj
y

bXk
y

bXl
y

bXm
y

bXn
y

bXo
y

bXp
y

bXq
y

bXr
y

bXs
y

bXt
y

bXu
y

bXv
y

bXw
y

bXx
y

bXy
y

bXz
y

bXA
y

bXB
y

bXC
y

bXD
y

bXE
y

bXF
y

bXG
y

bXH
y

bXI
y

bXJ
y

bXK
y

bXL
y

bXM
y

bXN
y

bXO
y

bXP
y

bXQ
y

bXR
y

bXS
y

bXT
y

bXU
y

bXV
y

bXW
y

bXX
y

bXY
y

bXZ
y

bX0
y

bX1
y

bX2
y

bX3
y

bX4
y

bX5
y

bX6
y

bX7
y

bX8
y

bX9
y

bX_
y

bX.
y

bYa
y

bYb
y

bYc
y

bYd
y

bYe
y

bYf
y

bYg
y

bYh
y

bYi
y

bYj
y

bYk
y

bYl
y

bYm
y

bYn
y

bYo
y

bYp
y

bYq
y

bYr
y

bYs
y

bYt
y

bYu
y

bYv
y

bYw
y

bYx
y

bYy
y

bYz
y

bYA
y

bYB
y

bYC
y

bYD
y

bYE
y

bYF
y

bYG
y

bYH
y

bYI
y

bYJ
y

bYK
y

bYL
y

bYM
y

bYN
y

bYO
y

bYP
y

bYQ
y

bYR
y

bYS
y

bYT
y

bYU
y

bYV
y

bYW
y

bYX
y

bYY
y

bYZ
y

bY0
y

bY1
y

bY2
y

bY3
y

bY4
y

bY5
y

bY6
y

bY7
y

bY8
y

bY9
y

bY_
y

bY.
y

bZa
y

bZb
y

bZc
y

bZd
y

bZe
y

bZf
y

bZg
y

bZh
y

bZi
y

bZj
y

bZk
y

bZl
y

bZm
y

bZn
y

bZo
y

bZp
y

bZq
y

bZr
y

bZs
y

bZt
y

bZu
y

bZv
y

bZw
y

bZx
y

bZy
y

bZz
y

bZA
y

bZB
y

bZC
y

bZD
y

bZE
y

bZF
y

bZG
y

bZH
y

bZI
y

bZJ
y

bZK
y

bZL
y

bZM
y

bZN
y

bZO
y

bZP
y

bZQ
y

bZR
y

bZS
y

bZT
y

bZU
y

bZV
y

bZW
y

bZX
y

bZY
y

bZZ
y

bZ0
y

bZ1
y

bZ2
y

bZ3
y

bZ4
y

bZ5
y

bZ6
y

bZ7
y

bZ8
y

bZ9
y

bZ_
y

bZ.
y

b0a
y

b0b
y

b0c
y

b0d
y

b0e
y

b0f
y

b0g
y

b0h
y

b0i
y

b0j
y

b0k
y

b0l
y

b0m
y

b0n
y

b0o
y

b0p
y

b0q
y

b0r
y

b0s
y

b0t
y

b0u
y

b0v
y

b0w
y

b0x
y

b0y
y

b0z
y

b0A
y

b0B
y

b0C
y

b0D
y

b0E
y

b0F
y

b0G
y

b0H
y

b0I
y

b0J
y

b0K
y

b0L
y

b0M
y

b0N
y

b0O
y

b0P
y

b0Q
y

b0R
y

b0S
y

b0T
y

b0U
y

b0V
y

b0W
y

b0X
y

b0Y
y

b0Z
y

b00
y

b01
y

b02
y

b03
y

b04
y

b05
y

b06
y

b07
y

b08
y

b09
y

b0_
y

b0.
y

b1a
y

b1b
y

b1c
y

b1d
y

b1e
y

b1f
y

b1g
y

b1h
y

b1i
y

b1j
y

b1k
y

b1l
y

b1m
y

b1n
y

b1o
y

b1p
y

b1q
y

b1r
y

b1s
y

b1t
y

b1u
y

b1v
y

b1w
y

b1x
y

b1y
y

b1z
y

b1A
y

b1B
y

b1C
y

b1D
y

b1E
y

b1F
y

b1G
y

b1H
y

b1I
y

b1J
y

b1K
y

b1L
y

b1M
y

b1N
y

b1O
y

b1P
y

b1Q
y

b1R
y

b1S
y

b1T
y

b1U
y

b1V
y

b1W
y

b1X
y

b1Y
y

b1Z
y

b10
y

b11
y

b12
y

b13
y

b14
y

b15
y

b16
y

b17
y

b18
y

b19
y

b1_
y

b1.
y

b2a
y

b2b
y

b2c
y

b2d
y

b2e
y

b2f
y

b2g
y

b2h
y

b2i
y

b2j
y

b2k
y

b2l
y

b2m
y

b2n
y

b2o
y

b2p
y

b2q
y

b2r
y

b2s
y

b2t
y

b2u
y

b2v
y

b2w
y

b2x
y

b2y
y

b2z
y

b2A
y

b2B
y

b2C
y

b2D
y

b2E
y

b2F
y

b2G
y

b2H
y

b2I
y

b2J
y

b2K
y

b2L
y

b2M
y

b2N
y

b2O
y

b2P
y

b2Q
y

b2R
y

b2S
y

b2T
y

b2U
y

b2V
y

b2W
y

b2X
y

b2Y
y

b2Z
y

b20
y

b21
y

b22
y

b23
y

b24
y

b25
y

b26
y

b27
y

b28
y

b29
y

b2_
y

b2.
y

b3a
y

b3b
y

b3c
y

b3d
y

b3e
y

b3f
y

b3g
y

b3h
y

b3i
y

b3j
y

b3k
y

b3l
y

b3m
y

b3n
y

b3o
y

b3p
y

b3q
y

b3r
y

b3s
y

b3t
y

b3u
y

b3v
y

b3w
y

b3x
y

b3y
y

b3z
y

b3A
y

b3B
y

b3C
y

b3D
y

b3E
y

b3F
y

b3G
y

b3H
y

b3I
y

b3J
y

b3K
y

b3L
y

b3M
y

b3N
y

b3O
y

b3P
y

b3Q
y

b3R
y

b3S
y

b3T
y

b3U
y

b3V
y

b3W
y

b3X
y

b3Y
y

b3Z
y

b30
y

b31
y

b32
y

b33
y

b34
y

b35
y

b36
y

b37
y

b38
y

b39
y

b3_
y

b3.
y

b4a
y

b4b
y

b4c
y

b4d
y

b4e
y

b4f
y

b4g
y

b4h
y

b4i
y

b4j
y

b4k
y

b4l
y

b4m
y

b4n
y

b4o
y

b4p
y

b4q
y

b4r
y

b4s
y

b4t
y

b4u
y

b4v
y

b4w
y

b4x
y

b4y
y

b4z
y

b4A
y

b4B
y

b4C
y

b4D
y

b4E
y

b4F
y

b4G
y

b4H
y

b4I
y

b4J
y

b4K
y

b4L
y

b4M
y

b4N
y

b4O
y

b4P
y

b4Q
y

b4R
y

b4S
y

b4T
y

b4U
y

b4V
y

b4W
y

b4X
y

b4Y
y

b4Z
y

b40
y

b41
y

b42
y

b43
y

b44
y

b45
y

b46
y

b47
y

b48
y

b49
y

b4_
y

b4.
y

b5a
y

b5b
y

b5c
y

b5d
y

b5e
y

b5f
y

b5g
y

b5h
y

b5i
y

b5j
y

b5k
y

b5l
y

b5m
y

b5n
y

b5o
y

b5p
y

b5q
y

b5r
y

b5s
y

b5t
y

b5u
y

b5v
y

b5w
y

b5x
y

b5y
y

b5z
y

b5A
y

b5B
y

b5C
y

b5D
y

b5E
y

b5F
y

b5G
y

b5H
y

b5I
y

b5J
y

b5K
y

b5L
y

b5M
y

b5N
y

b5O
y

b5P
y

b5Q
y

b5R
y

b5S
y

b5T
y

b5U
y

b5V
y

b5W
y

b5X
y

b5Y
y

b5Z
y

b50
y

b51
y

b52
y

b53
y

b54
y

b55
y

b56
y

b57
y

b58
y

b59
y

b5_
y

b5.
y

b6a
y

b6b
y

b6c
y

b6d
y

b6e
y

b6f
y

b6g
y

b6h
y

b6i
y

b6j
y

b6k
y

b6l
y

b6m
y

b6n
y

b6o
y

b6p
y

b6q
y

b6r
y

b6s
y

b6t
y

b6u
y

b6v
y

b6w
y

b6x
y

b6y
y

b6z
y

b6A
y

b6B
y

b6C
y

b6D
y

b6E
y

b6F
y

b6G
y

b6H
y

b6I
y

b6J
y

b6K
y

b6L
y

b6M
y

b6N
y

b6O
y

b6P
y

b6Q
y

b6R
y

b6S
y

b6T
y

b6U
y

b6V
y

b6W
y

b6X
y

b6Y
y

b6Z
y

b60
y

b61
y

b62
y

b63
y

b64
y

b65
y

b66
y

b67
y

b68
y

b69
y

b6_
y

b6.
y

b7a
y

b7b
y

b7c
y

b7d
y

b7e
y

b7f
y

b7g
y

b7h
y

b7i
y

b7j
y

b7k
y

b7l
y

b7m
y

b7n
y

b7o
y

b7p
y

b7q
y

b7r
y

b7s
y

b7t
y

b7u
y

b7v
y

b7w
y

b7x
y

b7y
y

b7z
y

b7A
y

b7B
y

b7C
y

b7D
y

b7E
y

b7F
y

b7G
y

b7H
y

b7I
y

b7J
y

b7K
y

b7L
y

b7M
y

b7N
y

b7O
y

b7P
y

b7Q
y

b7R
y

b7S
y

b7T
y

b7U
y

b7V
y

b7W
y

b7X
y

b7Y
y

b7Z
y

b70
y

b71
y

b72
y

b73
y

b74
y

b75
y

b76
y

b77
y

b78
y

b79
y

b7_
y

b7.
y

b8a
y

b8b
y

b8c
y

b8d
y

b8e
y

b8f
y

b8g
y

b8h
y

b8i
y

b8j
y

b8k
y

b8l
y

b8m
y

b8n
y

b8o
y

b8p
y

b8q
y

b8r
y

b8s
y

b8t
y

b8u
y

b8v
y

b8w
y

b8x
y

b8y
y

b8z
y

b8A
y

b8B
y

b8C
y

b8D
y

b8E
y

b8F
y

b8G
y

b8H
y

b8I
y

b8J
y

b8K
y

b8L
y

b8M
y

b8N
y

b8O
y

b8P
y

b8Q
y

b8R
y

b8S
y

b8T
y

b8U
y

b8V
y

b8W
y

b8X
y

b8Y
y

b8Z
y

b80
y

b81
y

b82
y

b83
y

b84
y

b85
y

b86
y

b87
y

b88
y

b89
y

b8_
y

b8.
y

b9a
y

b9b
y

b9c
y

b9d
y

b9e
y

b9f
y

b9g
y

b9h
y

b9i
y

b9j
y

b9k
y

b9l
y

b9m
y

b9n
y

b9o
y

b9p
y

b9q
y

b9r
y

b9s
y

b9t
y

b9u
y

b9v
y

b9w
y

b9x
y

b9y
y

b9z
y

b9A
y

b9B
y

b9C
y

b9D
y

b9E
y

b9F
y

b9G
y

b9H
y

b9I
y

b9J
y

b9K
y

b9L
y

b9M
y

b9N
y

b9O
y

b9P
y

b9Q
y

b9R
y

b9S
y

b9T
y

b9U
y

b9V
y

b9W
y

b9X
y

b9Y
y

b9Z
y

b90
y

b91
y

b92
y

b93
y

b94
y

b95
y

b96
y

b97
y

b98
y

b99
y

b9_
y

b9.
y

b_a
y

b_b
y

b_c
y

b_d
y

b_e
y

b_f
y

b_g
y

b_h
y

b_i
y

b_j
y

b_k
y

b_l
y

b_m
y

b_n
y

b_o
y

b_p
y

b_q
y

b_r
y

b_s
y

b_t
y

b_u
y

b_v
y

b_w
y

b_x
y

b_y
y

b_z
y

b_A
y

b_B
y

b_C
y

b_D
y

b_E
y

b_F
y

b_G
y

b_H
y

b_I
y

b_J
y

b_K
y

b_L
y

b_M
y

b_N
y

b_O
y

b_P
y

b_Q
y

b_R
y

b_S
y

b_T
y

b_U
y

b_V
y

b_W
y

b_X
y

b_Y
y

b_Z
y

b_0
y

b_1
y

b_2
y

b_3
y

b_4
y

b_5
y

b_6
y

b_7
y

b_8
y

b_9
y

b__
y

b_.
y

b.a
y

b.b
y

b.c
y

b.d
y

b.e
y

b.f
y

b.g
y

b.h
y

b.i
y

b.j
y

b.k
y

b.l
y

b.m
y

b.n
y

b.o
y

b.p
y

b.q
y

b.r
y

b.s
y

b.t
y

b.u
y

b.v
y

b.w
y

b.x
y

b.y
y

b.z
y

b.A
y

b.B
y

b.C
y

b.D
y

b.E
y

b.F
y

b.G
y

b.H
y

b.I
y

b.J
y

b.K
y

b.L
y

b.M
y

b.N
y

b.O
y

b.P
y

b.Q
y

b.R
y

b.S
y

b.T
y

b.U
y

b.V
y

b.W
y

b.X
y

b.Y
y

b.Z
y

b.0
y

b.1
y

b.2
y

b.3
y

b.4
y

b.5
y

b.6
y

b.7
y

b.8
y

b.9
y

b._
y

b..
y

caa
y

cab
y

cac
y

cad
y

cae
y

caf
y

cag
y

cah
y

cai
y

caj
y

cak
y

cal
y

cam
y

can
y

cao
y

cap
y

caq
y

car
y

cas
y

cat
y

cau
y

cav
y

caw
y

cax
y

cay
y

caz
y

caA
y

caB
y

caC
y

caD
y

caE
y

caF
y

caG
y

caH
y

caI
y

caJ
y

caK
y

caL
y

caM
y

caN
y

caO
y

caP
y

caQ
y

caR
y

caS
y

caT
y

caU
y

caV
y

caW
y

caX
y

caY
y

caZ
y

ca0
y

ca1
y

ca2
y

ca3
y

ca4
y

ca5
y

ca6
y

ca7
y

ca8
y

ca9
y

ca_
y

ca.
y

cba
y

cbb
y

cbc
y

cbd
y

cbe
y

cbf
y

cbg
y

cbh
y

cbi
y

cbj
y

cbk
y

cbl
y

cbm
y

cbn
y

cbo
y

cbp
y

cbq
y

cbr
y

cbs
y

cbt
y

cbu
y

cbv
y

cbw
y

cbx
y

cby
y

cbz
y

cbA
y

cbB
y

cbC
y

cbD
y

cbE
y

cbF
y

cbG
y

cbH
y

cbI
y

cbJ
y

cbK
y

cbL
y

cbM
y

cbN
y

cbO
y

cbP
y

cbQ
y

cbR
y

cbS
y

cbT
y

cbU
y

cbV
y

cbW
y

cbX
y

cbY
y

cbZ
y

cb0
y

cb1
y

cb2
y

cb3
y

cb4
y

cb5
y

cb6
y

cb7
y

cb8
y

cb9
y

cb_
y

cb.
y

cca
y

ccb
y

ccc
y

ccd
y

cce
y

ccf
y

ccg
y

cch
y

cci
y

ccj
y

cck
y

ccl
y

ccm
y

ccn
y

cco
y

ccp
y

ccq
y

ccr
y

ccs
y

cct
y

ccu
y

ccv
y

ccw
y

ccx
y

ccy
y

ccz
y

ccA
y

ccB
y

ccC
y

ccD
y

ccE
y

ccF
y

ccG
y

ccH
y

ccI
y

ccJ
y

ccK
y

ccL
y

ccM
y

ccN
y

ccO
y

ccP
y

ccQ
y

ccR
y

ccS
y

ccT
y

ccU
y

ccV
y

ccW
y

ccX
y

ccY
y

ccZ
y

cc0
y

cc1
y

cc2
y

cc3
y

cc4
y

cc5
y

cc6
y

cc7
y

cc8
y

cc9
y

cc_
y

cc.
y

cda
y

cdb
y

cdc
y

cdd
y

cde
y

cdf
y

cdg
y

cdh
y

cdi
y

cdj
y

cdk
y

cdl
y

cdm
y

cdn
y

cdo
y

cdp
y

cdq
y

cdr
y

cds
y

cdt
y

cdu
y

cdv
y

cdw
y

cdx
y

cdy
y

cdz
y

cdA
y

cdB
y

cdC
y

cdD
y

cdE
y

cdF
y

cdG
y

cdH
y

cdI
y

cdJ
y

cdK
y

cdL
y

cdM
y

cdN
y

cdO
y

cdP
y

cdQ
y

cdR
y

cdS
y

cdT
y

cdU
y

cdV
y

cdW
y

cdX
y

cdY
y

cdZ
y

cd0
y

cd1
y

cd2
y

cd3
y

cd4
y

cd5
y

cd6
y

cd7
y

cd8
y

cd9
y

cd_
y

cd.
y

cea
y

ceb
y

cec
y

ced
y

cee
y

cef
y

ceg
y

ceh
y

cei
y

cej
y

cek
y

cel
y

cem
y

cen
y

ceo
y

cep
y

ceq
y

cer
y

ces
y

cet
y

ceu
y

cev
y

cew
y

cex
y

cey
y

cez
y

ceA
y

ceB
y

ceC
y

ceD
y

ceE
y

ceF
y

ceG
y

ceH
y

ceI
y

ceJ
y

ceK
y

ceL
y

ceM
y

ceN
y

ceO
y

ceP
y

ceQ
y

ceR
y

ceS
y

ceT
y

ceU
y

ceV
y

ceW
y

ceX
y

ceY
y

ceZ
y

ce0
y

ce1
y

ce2
y

ce3
y

ce4
y

ce5
y

ce6
y

ce7
y

ce8
y

ce9
y

ce_
y

ce.
y

cfa
y

cfb
y

cfc
y

cfd
y

cfe
y

cff
y

cfg
y

cfh
y

cfi
y

cfj
y

cfk
y

cfl
y

cfm
y

cfn
y

cfo
y

cfp
y

cfq
y

cfr
y

cfs
y

cft
y

cfu
y

cfv
y

cfw
y

cfx
y

cfy
y

cfz
y

cfA
y

cfB
y

cfC
y

cfD
y

cfE
y

cfF
y

cfG
y

cfH
y

cfI
y

cfJ
y

cfK
y

cfL
y

cfM
y

cfN
y

cfO
y

cfP
y

cfQ
y

cfR
y

cfS
y

cfT
y

cfU
y

cfV
y

cfW
y

cfX
y

cfY
y

cfZ
y

cf0
y

cf1
y

cf2
y

cf3
y

cf4
y

cf5
y

cf6
y

cf7
y

cf8
y

cf9
y

cf_
y

cf.
y

cga
y

cgb
y

cgc
y

cgd
y

cge
y

cgf
y

cgg
y

cgh
y

cgi
y

cgj
y

cgk
y

cgl
y

cgm
y

cgn
y

cgo
y

cgp
y

cgq
y

cgr
y

cgs
y

cgt
y

cgu
y

cgv
y

cgw
y

cgx
y

cgy
y

cgz
y

cgA
y

cgB
y

cgC
y

cgD
y

cgE
y

cgF
y

cgG
y

cgH
y

cgI
y

cgJ
y

cgK
y

cgL
y

cgM
y

cgN
y

cgO
y

cgP
y

cgQ
y

cgR
y

cgS
y

cgT
y

cgU
y

cgV
y

cgW
y

cgX
y

cgY
y

cgZ
y

cg0
y

cg1
y

cg2
y

cg3
y

cg4
y

cg5
y

cg6
y

cg7
y

cg8
y

cg9
y

cg_
y

cg.
y

cha
y

chb
y

chc
y

chd
y

che
y

chf
y

chg
y

chh
y

chi
y

chj
y

chk
y

chl
y

chm
y

chn
y

cho
y

chp
y

chq
y

chr
y

chs
y

cht
y

chu
y

chv
y

chw
y

chx
y

chy
y

chz
y

chA
y

chB
y

chC
y

chD
y

chE
y

chF
y

chG
y

chH
y

chI
y

chJ
y

chK
y

chL
y

chM
y

chN
y

chO
y

chP
y

chQ
y

chR
y

chS
y

chT
y

chU
y

chV
y

chW
y

chX
y

chY
y

chZ
y

ch0
y

ch1
y

ch2
y

ch3
y

ch4
y

ch5
y

ch6
y

ch7
y

ch8
y

ch9
y

ch_
y

ch.
y

cia
y

cib
y

cic
y

cid
y

cie
y

cif
y

cig
y

cih
y

cii
y

cij
y

cik
y

cil
y

cim
y

cin
y

cio
y

cip
y

ciq
y

cir
y

cis
y

cit
y

ciu
y

civ
y

ciw
y

cix
y

ciy
y

ciz
y

ciA
y

ciB
y

ciC
y

ciD
y

ciE
y

ciF
y

ciG
y

ciH
y

ciI
y

ciJ
y

ciK
y

ciL
y

ciM
y

ciN
y

ciO
y

ciP
y

ciQ
y

ciR
y

ciS
y

ciT
y

ciU
y

ciV
y

ciW
y

ciX
y

ciY
y

ciZ
y

ci0
y

ci1
y

ci2
y

ci3
y

ci4
y

ci5
y

ci6
y

ci7
y

ci8
y

ci9
y

ci_
y

ci.
y

cja
y

cjb
y

cjc
y

cjd
y

cje
y

cjf
y

cjg
y

cjh
y

cji
y

cjj
y

cjk
y

cjl
y

cjm
y

cjn
y

cjo
y

cjp
y

cjq
y

cjr
y

cjs
y

cjt
y

cju
y

cjv
y

cjw
y

cjx
y

cjy
y

cjz
y

cjA
y

cjB
y

cjC
y

cjD
y

cjE
y

cjF
y

cjG
y

cjH
y

cjI
y

cjJ
y

cjK
y

cjL
y

cjM
y

cjN
y

cjO
y

cjP
y

cjQ
y

cjR
y

cjS
y

cjT
y

cjU
y

cjV
y

cjW
y

cjX
y

cjY
y

cjZ
y

cj0
y

cj1
y

cj2
y

cj3
y

cj4
y

cj5
y

cj6
y

cj7
y

cj8
y

cj9
y

cj_
y

cj.
y

cka
y

ckb
y

ckc
y

ckd
y

cke
y

ckf
y

ckg
y

ckh
y

cki
y

ckj
y

ckk
y

ckl
y

ckm
y

ckn
y

cko
y

ckp
y

ckq
y

ckr
y

cks
y

ckt
y

cku
y

ckv
y

ckw
y

ckx
y

cky
y

ckz
y

ckA
y

ckB
y

ckC
y

ckD
y

ckE
y

ckF
y

ckG
y

ckH
y

ckI
y

ckJ
y

ckK
y

ckL
y

ckM
y

ckN
y

ckO
y

ckP
y

ckQ
y

ckR
y

ckS
y

ckT
y

ckU
y

ckV
y

ckW
y

ckX
y

ckY
y

ckZ
y

ck0
y

ck1
y

ck2
y

ck3
y

ck4
y

ck5
y

ck6
y

ck7
y

ck8
y

ck9
y

ck_
y

ck.
y

cla
y

clb
y

clc
y

cld
y

cle
y

clf
y

clg
y

clh
y

cli
y

clj
y

clk
y

cll
y

clm
y

cln
y

clo
y

clp
y

clq
y

clr
y

cls
y

clt
y

clu
y

clv
y

clw
y

clx
y

cly
y

clz
y

clA
y

clB
y

clC
y

clD
y

clE
y

clF
y

clG
y

clH
y

clI
y

clJ
y

clK
y

clL
y

clM
y

clN
y

clO
y

clP
y

clQ
y

clR
y

clS
y

clT
y

clU
y

clV
y

clW
y

clX
y

clY
y

clZ
y

cl0
y

cl1
y

cl2
y

cl3
y

cl4
y

cl5
y

cl6
y

cl7
y

cl8
y

cl9
y

cl_
y

cl.
y

cma
y

cmb
y

cmc
y

cmd
y

cme
y

cmf
y

cmg
y

cmh
y

cmi
y

cmj
y

cmk
y

cml
y

cmm
y

cmn
y

cmo
y

cmp
y

cmq
y

cmr
y

cms
y

cmt
y

cmu
y

cmv
y

cmw
y

cmx
y

cmy
y

cmz
y

cmA
y

cmB
y

cmC
y

cmD
y

cmE
y

cmF
y

cmG
y

cmH
y

cmI
y

cmJ
y

cmK
y

cmL
y

cmM
y

cmN
y

cmO
y

cmP
y

cmQ
y

cmR
y

cmS
y

cmT
y

cmU
y

cmV
y

cmW
y

cmX
y

cmY
y

cmZ
y

cm0
y

cm1
y

cm2
y

cm3
y

cm4
y

cm5
y

cm6
y

cm7
y

cm8
y

cm9
y

cm_
y

cm.
y

cna
y

cnb
y

cnc
y

cnd
y

cne
y

cnf
y

cng
y

cnh
y

cni
y

cnj
y

cnk
y

cnl
y

cnm
y

cnn
y

cno
y

cnp
y

cnq
y

cnr
y

cns
y

cnt
y

cnu
y

cnv
y

cnw
y

cnx
y

cny
y

cnz
y

cnA
y

cnB
y

cnC
y

cnD
y

cnE
y

cnF
y

cnG
y

cnH
y

cnI
y

cnJ
y

cnK
y

cnL
y

cnM
y

cnN
y

cnO
y

cnP
y

cnQ
y

cnR
y

cnS
y

cnT
y

cnU
y

cnV
y

cnW
y

cnX
y

cnY
y

cnZ
y

cn0
y

cn1
y

cn2
y

cn3
y

cn4
y

cn5
y

cn6
y

cn7
y

cn8
y

cn9
y

cn_
y

cn.
y

coa
y

cob
y

coc
y

cod
y

coe
y

cof
y

cog
y

coh
y

coi
y

coj
y

cok
y

col
y

com
y

con
y

coo
y

cop
y

coq
y

cor
y

cos
y

cot
y

cou
y

cov
y

cow
y

cox
y

coy
y

coz
y

coA
y

coB
y

coC
y

coD
y

coE
y

coF
y

coG
y

coH
y

coI
y

coJ
y

coK
y

coL
y

coM
y

coN
y

coO
y

coP
y

coQ
y

coR
y

coS
y

coT
y

coU
y

coV
y

coW
y

coX
y

coY
y

coZ
y

co0
y

co1
y

co2
y

co3
y

co4
y

co5
y

co6
y

co7
y

co8
y

co9
y

co_
y

co.
y

cpa
y

cpb
y

cpc
y

cpd
y

cpe
y

cpf
y

cpg
y

cph
y

cpi
y

cpj
y

cpk
y

cpl
y

cpm
y

cpn
y

cpo
y

cpp
y

cpq
y

cpr
y

cps
y

cpt
y

cpu
y

cpv
y

cpw
y

cpx
y

cpy
y

cpz
y

cpA
y

cpB
y

cpC
y

cpD
y

cpE
y

cpF
y

cpG
y

cpH
y

cpI
y

cpJ
y

cpK
y

cpL
y

cpM
y

cpN
y

cpO
y

cpP
y

cpQ
y

cpR
y

cpS
y

cpT
y

cpU
y

cpV
y

cpW
y

cpX
y

cpY
y

cpZ
y

cp0
y

cp1
y

cp2
y

cp3
y

cp4
y

cp5
y

cp6
y

cp7
y

cp8
y

cp9
y

cp_
y

cp.
y

cqa
y

cqb
y

cqc
y

cqd
y

cqe
y

cqf
y

cqg
y

cqh
y

cqi
y

cqj
y

cqk
y

cql
y

cqm
y

cqn
y

cqo
y

cqp
y

cqq
y

cqr
y

cqs
y

cqt
y

cqu
y

cqv
y

cqw
y

cqx
y

cqy
y

cqz
y

cqA
y

cqB
y

cqC
y

cqD
y

cqE
y

cqF
y

cqG
y

cqH
y

cqI
y

cqJ
y

cqK
y

cqL
y

cqM
y

cqN
y

cqO
y

cqP
y

cqQ
y

cqR
y

cqS
y

cqT
y

cqU
y

cqV
y

cqW
y

cqX
y

cqY
y

cqZ
y

cq0
y

cq1
y

cq2
y

cq3
y

cq4
y

cq5
y

cq6
y

cq7
y

cq8
y

cq9
y

cq_
y

cq.
y

cra
y

crb
y

crc
y

crd
y

cre
y

crf
y

crg
y

crh
y

cri
y

crj
y

crk
y

crl
y

crm
y

crn
y

cro
y

crp
y

crq
y

crr
y

crs
y

crt
y

cru
y

crv
y

crw
y

crx
y

cry
y

crz
y

crA
y

crB
y

crC
y

crD
y

crE
y

crF
y

crG
y

crH
y

crI
y

crJ
y

crK
y

crL
y

crM
y

crN
y

crO
y

crP
y

crQ
y

crR
y

crS
y

crT
y

crU
y

crV
y

crW
y

crX
y

crY
y

crZ
y

cr0
y

cr1
y

cr2
y

cr3
y

cr4
y

cr5
y

cr6
y

cr7
y

cr8
y

cr9
y

cr_
y

cr.
y

csa
y

csb
y

csc
y

csd
y

cse
y

csf
y

csg
y

csh
y

csi
y

csj
y

csk
y

csl
y

csm
y

csn
y

cso
y

csp
y

csq
y

csr
y

css
y

cst
y

csu
y

csv
y

csw
y

csx
y

csy
y

csz
y

csA
y

csB
y

csC
y

csD
y

csE
y

csF
y

csG
y

csH
y

csI
y

csJ
y

csK
y

csL
y

csM
y

csN
y

csO
y

csP
y

csQ
y

csR
y

csS
y

csT
y

csU
y

csV
y

csW
y

csX
y

csY
y

csZ
y

cs0
y

cs1
y

cs2
y

cs3
y

cs4
y

cs5
y

cs6
y

cs7
y

cs8
y

cs9
y

cs_
y

cs.
y

cta
y

ctb
y

ctc
y

ctd
y

cte
y

ctf
y

ctg
y

cth
y

cti
y

ctj
y

ctk
y

ctl
y

ctm
y

ctn
y

cto
y

ctp
y

ctq
y

ctr
y

cts
y

ctt
y

ctu
y

ctv
y

ctw
y

ctx
y

cty
y

ctz
y

ctA
y

ctB
y

ctC
y

ctD
y

ctE
y

ctF
y

ctG
y

ctH
y

ctI
y

ctJ
y

ctK
y

ctL
y

ctM
y

ctN
y

ctO
y

ctP
y

ctQ
y

ctR
y

ctS
y

ctT
y

ctU
y

ctV
y

ctW
y

ctX
y

ctY
y

ctZ
y

ct0
y

ct1
y

ct2
y

ct3
y

ct4
y

ct5
y

ct6
y

ct7
y

ct8
y

ct9
y

ct_
y

ct.
y

cua
y

cub
y

cuc
y

cud
y

cue
y

cuf
y

cug
y

cuh
y

cui
y

cuj
y

cuk
y

cul
y

cum
y

cun
y

cuo
y

cup
y

cuq
y

cur
y

cus
y

cut
y

cuu
y

cuv
y

cuw
y

cux
y

cuy
y

cuz
y

cuA
y

cuB
y

cuC
y

cuD
y

cuE
y

cuF
y

cuG
y

cuH
y

cuI
y

cuJ
y

cuK
y

cuL
y

cuM
y

cuN
y

cuO
y

cuP
y

cuQ
y

cuR
y

cuS
y

cuT
y

cuU
y

cuV
y

cuW
y

cuX
y

cuY
y

cuZ
y

cu0
y

cu1
y

cu2
y

cu3
y

cu4
y

cu5
y

cu6
y

cu7
y

cu8
y

cu9
y

cu_
y

cu.
y

cva
y

cvb
y

cvc
y

cvd
y

cve
y

cvf
y

cvg
y

cvh
y

cvi
y

cvj
y

cvk
y

cvl
y

cvm
y

cvn
y

cvo
y

cvp
y

cvq
y

cvr
y

cvs
y

cvt
y

cvu
y

cvv
y

cvw
y

cvx
y

cvy
y

cvz
y

cvA
y

cvB
y

cvC
y

cvD
y

cvE
y

cvF
y

cvG
y

cvH
y

cvI
y

cvJ
y

cvK
y

cvL
y

cvM
y

cvN
y

cvO
y

cvP
y

cvQ
y

cvR
y

cvS
y

cvT
y

cvU
y

cvV
y

cvW
y

cvX
y

cvY
y

cvZ
y

cv0
y

cv1
y

cv2
y

cv3
y

cv4
y

cv5
y

cv6
y

cv7
y

cv8
y

cv9
y

cv_
y

cv.
y

cwa
y

cwb
y

cwc
y

cwd
y

cwe
y

cwf
y

cwg
y

cwh
y

cwi
y

cwj
y

cwk
y

cwl
y

cwm
y

cwn
y

cwo
y

cwp
y

cwq
y

cwr
y

cws
y

cwt
y

cwu
y

cwv
y

cww
y

cwx
y

cwy
y

cwz
y

cwA
y

cwB
y

cwC
y

cwD
y

cwE
y

cwF
y

cwG
y

cwH
y

cwI
y

cwJ
y

cwK
y

cwL
y

cwM
y

cwN
y

cwO
y

cwP
y

cwQ
y

cwR
y

cwS
y

cwT
y

cwU
y

cwV
y

cwW
y

cwX
y

cwY
y

cwZ
y

cw0
y

cw1
y

cw2
y

cw3
y

cw4
y

cw5
y

cw6
y

cw7
y

cw8
y

cw9
y

cw_
y

cw.
y

cxa
y

cxb
y

cxc
y

cxd
y

cxe
y

cxf
y

cxg
y

cxh
y

cxi
y

cxj
y

cxk
y

cxl
y

cxm
y

cxn
y

cxo
y

cxp
y

cxq
y

cxr
y

cxs
y

cxt
y

cxu
y

cxv
y

cxw
y

cxx
y

cxy
y

cxz
y

cxA
y

cxB
y

cxC
y

cxD
y

cxE
y

cxF
y

cxG
y

cxH
y

cxI
y

cxJ
y

cxK
y

cxL
y

cxM
y

cxN
y

cxO
y

cxP
y

cxQ
y

cxR
y

cxS
y

cxT
y

cxU
y

cxV
y

cxW
y

cxX
y

cxY
y

cxZ
y

cx0
y

cx1
y

cx2
y

cx3
y

cx4
y

cx5
y

cx6
y

cx7
y

cx8
y

cx9
y

cx_
y

cx.
y

cya
y

cyb
y

cyc
y

cyd
y

cye
y

cyf
y

cyg
y

cyh
y

cyi
y

cyj
y

cyk
y

cyl
y

cym
y

cyn
y

cyo
y

cyp
y

cyq
y

cyr
y

cys
y

cyt
y

cyu
y

cyv
y

cyw
y

cyx
y

cyy
y

cyz
y

cyA
y

cyB
y

cyC
y

cyD
y

cyE
y

cyF
y

cyG
y

cyH
y

cyI
y

cyJ
y

cyK
y

cyL
y

cyM
y

cyN
y

cyO
y

cyP
y

cyQ
y

cyR
y

cyS
y

cyT
y

cyU
y

cyV
y

cyW
y

cyX
y

cyY
y

cyZ
y

cy0
y

cy1
y

cy2
y

cy3
y

cy4
y

cy5
y

cy6
y

cy7
y

cy8
y

cy9
y

cy_
y

cy.
y

cza
y

czb
y

czc
y

czd
y

cze
y

czf
y

czg
y

czh
y

czi
y

czj
y

czk
y

czl
y

czm
y

czn
y

czo
y

czp
y

czq
y

czr
y

czs
y

czt
y

czu
y

czv
y

czw
y

czx
y

czy
y

czz
y

czA
y

czB
y

czC
y

czD
y

czE
y

czF
y

czG
y

czH
y

czI
y

czJ
y

czK
y

czL
y

czM
y

czN
y

czO
y

czP
y

czQ
y

czR
y

czS
y

czT
y

czU
y

czV
y

czW
y

czX
y

czY
y

czZ
y

cz0
y

cz1
y

cz2
y

cz3
y

cz4
y

cz5
y

cz6
y

cz7
y

cz8
y

cz9
y

cz_
y

cz.
y

cAa
y

cAb
y

cAc
y

cAd
y

cAe
y

cAf
y

cAg
y

cAh
y

cAi
y

cAj
y

cAk
y

cAl
y

cAm
y

cAn
y

cAo
y

cAp
y

cAq
y

cAr
y

cAs
y

cAt
y

cAu
y

cAv
y

cAw
y

cAx
y

cAy
y

cAz
y

cAA
y

cAB
y

cAC
y

cAD
y

cAE
y

cAF
y

cAG
y

cAH
y

cAI
y

cAJ
y

cAK
y

cAL
y

cAM
y

cAN
y

cAO
y

cAP
y

cAQ
y

cAR
y

cAS
y

cAT
y

cAU
y

cAV
y

cAW
y

cAX
y

cAY
y

cAZ
y

cA0
y

cA1
y

cA2
y

cA3
y

cA4
y

cA5
y

cA6
y

cA7
y

cA8
y

cA9
y

cA_
y

cA.
y

cBa
y

cBb
y

cBc
y

cBd
y

cBe
y

cBf
y

cBg
y

cBh
y

cBi
y

cBj
y

cBk
y

cBl
y

cBm
y

cBn
y

cBo
y

cBp
y

cBq
y

cBr
y

cBs
y

cBt
y

cBu
y

cBv
y

cBw
y

cBx
y

cBy
y

cBz
y

cBA
y

cBB
y

cBC
y

cBD
y

cBE
y

cBF
y

cBG
y

cBH
y

cBI
y

cBJ
y

cBK
y

cBL
y

cBM
y

cBN
y

cBO
y

cBP
y

cBQ
y

cBR
y

cBS
y

cBT
y

cBU
y

cBV
y

cBW
y

cBX
y

cBY
y

cBZ
y

cB0
y

cB1
y

cB2
y

cB3
y

cB4
y

cB5
y

cB6
y

cB7
y

cB8
y

cB9
y

cB_
y

cB.
y

cCa
y

cCb
y

cCc
y

cCd
y

cCe
y

cCf
y

cCg
y

cCh
y

cCi
y

cCj
y

cCk
y

cCl
y

cCm
y

cCn
y

cCo
y

cCp
y

cCq
y

cCr
y

cCs
y

cCt
y

cCu
y

cCv
y

cCw
y

cCx
y

cCy
y

cCz
y

cCA
y

cCB
y

cCC
y

cCD
y

cCE
y

cCF
y

cCG
y

cCH
y

cCI
y

cCJ
y

cCK
y

cCL
y

cCM
y

cCN
y

cCO
y

cCP
y

cCQ
y

cCR
y

cCS
y

cCT
y

cCU
y

cCV
y

cCW
y

cCX
y

cCY
y

cCZ
y

cC0
y

cC1
y

cC2
y

cC3
y

cC4
y

cC5
y

cC6
y

cC7
y

cC8
y

cC9
y

cC_
y

cC.
y

cDa
y

cDb
y

cDc
y

cDd
y

cDe
y

cDf
y

cDg
y

cDh
y

cDi
y

cDj
y

cDk
y

cDl
y

cDm
y

cDn
y

cDo
y

cDp
y

cDq
y

cDr
y

cDs
y

cDt
y

cDu
y

cDv
y

cDw
y

cDx
y

cDy
y

cDz
y

cDA
y

cDB
y

cDC
y

cDD
y

cDE
y

cDF
y

cDG
y

cDH
y

cDI
y

cDJ
y

cDK
y

cDL
y

cDM
y

cDN
y

cDO
y

cDP
y

cDQ
y

cDR
y

cDS
y

cDT
y

cDU
y

cDV
y

cDW
y

cDX
y

cDY
y

cDZ
y

cD0
y

cD1
y

cD2
y

cD3
y

cD4
y

cD5
y

cD6
y

cD7
y

cD8
y

cD9
y

cD_
y

cD.
y

cEa
y

cEb
y

cEc
y

cEd
y

cEe
y

cEf
y

cEg
y

cEh
y

cEi
y

cEj
y

cEk
y

cEl
y

cEm
y

cEn
y

cEo
y

cEp
y

cEq
y

cEr
y

cEs
y

cEt
y

cEu
y

cEv
y

cEw
y

cEx
y

cEy
y

cEz
y

cEA
y

cEB
y

cEC
y

cED
y

cEE
y

cEF
y

cEG
y

cEH
y

cEI
y

cEJ
y

cEK
y

cEL
y

cEM
y

cEN
y

cEO
y

cEP
y

cEQ
y

cER
y

cES
y

cET
y

cEU
y

cEV
y

cEW
y

cEX
y

cEY
y

cEZ
y

cE0
y

cE1
y

cE2
y

cE3
y

cE4
y

cE5
y

cE6
y

cE7
y

cE8
y

cE9
y

cE_
y

cE.
y

cFa
y

cFb
y

cFc
y

cFd
y

cFe
y

cFf
y

cFg
y

cFh
y

cFi
y

cFj
y

cFk
y

cFl
y

cFm
y

cFn
y

cFo
y

cFp
y

cFq
y

cFr
y

cFs
y

cFt
y

cFu
y

cFv
y

cFw
y

cFx
y

cFy
y

cFz
y

cFA
y

cFB
y

cFC
y

cFD
y

cFE
y

cFF
y

cFG
y

cFH
y

cFI
y

cFJ
y

cFK
y

cFL
y

cFM
y

cFN
y

cFO
y

cFP
y

cFQ
y

cFR
y

cFS
y

cFT
y

cFU
y

cFV
y

cFW
y

cFX
y

cFY
y

cFZ
y

cF0
y

cF1
y

cF2
y

cF3
y

cF4
y

cF5
y

cF6
y

cF7
y

cF8
y

cF9
y

cF_
y

cF.
y

cGa
y

cGb
y

cGc
y

cGd
y

cGe
y

cGf
y

cGg
y

cGh
y

cGi
y

cGj
y

cGk
y

cGl
y

cGm
y

cGn
y

cGo
y

cGp
y

cGq
y

cGr
y

cGs
y

cGt
y

cGu
y

cGv
y

cGw
y

cGx
y

cGy
y

cGz
y

cGA
y

cGB
y

cGC
y

cGD
y

cGE
y

cGF
y

cGG
y

cGH
y

cGI
y

cGJ
y

cGK
y

cGL
y

cGM
y

cGN
y

cGO
y

cGP
y

cGQ
y

cGR
y

cGS
y

cGT
y

cGU
y

cGV
y

cGW
y

cGX
y

cGY
y

cGZ
y

cG0
y

cG1
y

cG2
y

cG3
y

cG4
y

cG5
y

cG6
y

cG7
y

cG8
y

cG9
y

cG_
y

cG.
y

cHa
y

cHb
y

cHc
y

cHd
y

cHe
y

cHf
y

cHg
y

cHh
y

cHi
y

cHj
y

cHk
y

cHl
y

cHm
y

cHn
y

cHo
y

cHp
y

cHq
y

cHr
y

cHs
y

cHt
y

cHu
y

cHv
y

cHw
y

cHx
y

cHy
y

cHz
y

cHA
y

cHB
y

cHC
y

cHD
y

cHE
y

cHF
y

cHG
y

cHH
y

cHI
y

cHJ
y

cHK
y

cHL
y

cHM
y

cHN
y

cHO
y

cHP
y

cHQ
y

cHR
y

cHS
y

cHT
y

cHU
y

cHV
y

cHW
y

cHX
y

cHY
y

cHZ
y

cH0
y

cH1
y

cH2
y

cH3
y

cH4
y

cH5
y

cH6
y

cH7
y

cH8
y

cH9
y

cH_
y

cH.
y

cIa
y

cIb
y

cIc
y

cId
y

cIe
y

cIf
y

cIg
y

cIh
y

cIi
y

cIj
y

cIk
y

cIl
y

cIm
y

cIn
y

cIo
y

cIp
y

cIq
y

cIr
y

cIs
y

cIt
y

cIu
y

cIv
y

cIw
y

cIx
y

cIy
y

cIz
y

cIA
y

cIB
y

cIC
y

cID
y

cIE
y

cIF
y

cIG
y

cIH
y

cII
y

cIJ
y

cIK
y

cIL
y

cIM
y

cIN
y

cIO
y

cIP
y

cIQ
y

cIR
y

cIS
y

cIT
y

cIU
y

cIV
y

cIW
y

cIX
y

cIY
y

cIZ
y

cI0
y

cI1
y

cI2
y

cI3
y

cI4
y

cI5
y

cI6
y

cI7
y

cI8
y

cI9
y

cI_
y

cI.
y

cJa
y

cJb
y

cJc
y

cJd
y

cJe
y

cJf
y

cJg
y

cJh
y

cJi
y

cJj
y

cJk
y

cJl
y

cJm
y

cJn
y

cJo
y

cJp
y

cJq
y

cJr
y

cJs
y

cJt
y

cJu
y

cJv
y

cJw
y

cJx
y

cJy
y

cJz
y

cJA
y

cJB
y

cJC
y

cJD
y

cJE
y

cJF
y

cJG
y

cJH
y

cJI
y

cJJ
y

cJK
y

cJL
y

cJM
y

cJN
y

cJO
y

cJP
y

cJQ
y

cJR
y

cJS
y

cJT
y

cJU
y

cJV
y

cJW
y

cJX
y

cJY
y

cJZ
y

cJ0
y

cJ1
y

cJ2
y

cJ3
y

cJ4
y

cJ5
y

cJ6
y

cJ7
y

cJ8
y

cJ9
y

cJ_
y

cJ.
y

cKa
y

cKb
y

cKc
y

cKd
y

cKe
y

cKf
y

cKg
y

cKh
y

cKi
y

cKj
y

cKk
y

cKl
y

cKm
y

cKn
y

cKo
y

cKp
y

cKq
y

cKr
y

cKs
y

cKt
y

cKu
y

cKv
y

cKw
y

cKx
y

cKy
y

cKz
y

cKA
y

cKB
y

cKC
y

cKD
y

cKE
y

cKF
y

cKG
y

cKH
y

cKI
y

cKJ
y

cKK
y

cKL
y

cKM
y

cKN
y

cKO
y

cKP
y

cKQ
y

cKR
y

cKS
y

cKT
y

cKU
y

cKV
y

cKW
y

cKX
y

cKY
y

cKZ
y

cK0
y

cK1
y

cK2
y

cK3
y

cK4
y

cK5
y

cK6
y

cK7
y

cK8
y

cK9
y

cK_
y

cK.
y

cLa
y

cLb
y

cLc
y

cLd
y

cLe
y

cLf
y

cLg
y

cLh
y

cLi
y

cLj
y

cLk
y

cLl
y

cLm
y

cLn
y

cLo
y

cLp
y

cLq
y

cLr
y

cLs
y

cLt
y

cLu
y

cLv
y

cLw
y

cLx
y

cLy
y

cLz
y

cLA
y

cLB
y

cLC
y

cLD
y

cLE
y

cLF
y

cLG
y

cLH
y

cLI
y

cLJ
y

cLK
y

cLL
y

cLM
y

cLN
y

cLO
y

cLP
y

cLQ
y

cLR
y

cLS
y

cLT
y

cLU
y

cLV
y

cLW
y

cLX
y

cLY
y

cLZ
y

cL0
y

cL1
y

cL2
y

cL3
y

cL4
y

cL5
y

cL6
y

cL7
y

cL8
y

cL9
y

cL_
y

cL.
y

cMa
y

cMb
y

cMc
y

cMd
y

cMe
y

cMf
y

cMg
y

cMh
y

cMi
y

cMj
y

cMk
y

cMl
y

cMm
y

cMn
y

cMo
y

cMp
y

cMq
y

cMr
y

cMs
y

cMt
y

cMu
y

cMv
y

cMw
y

cMx
y

cMy
y

cMz
y

cMA
y

cMB
y

cMC
y

cMD
y

cME
y

cMF
y

cMG
y

cMH
y

cMI
y

cMJ
y

cMK
y

cML
y

cMM
y

cMN
y

cMO
y

cMP
y

cMQ
y

cMR
y

cMS
y

cMT
y

cMU
y

cMV
y

cMW
y

cMX
y

cMY
y

cMZ
y

cM0
y

cM1
y

cM2
y

cM3
y

cM4
y

cM5
y

cM6
y

cM7
y

cM8
y

cM9
y

cM_
y

cM.
y

cNa
y

cNb
y

cNc
y

cNd
y

cNe
y

cNf
y

cNg
y

cNh
y

cNi
y

cNj
y

cNk
y

cNl
y

cNm
y

cNn
y

cNo
y

cNp
y

cNq
y

cNr
y

cNs
y

cNt
y

cNu
y

cNv
y

cNw
y

cNx
y

cNy
y

cNz
y

cNA
y

cNB
y

cNC
y

cND
y

cNE
y

cNF
y

cNG
y

cNH
y

cNI
y

cNJ
y

cNK
y

cNL
y

cNM
y

cNN
y

cNO
y

cNP
y

cNQ
y

cNR
y

cNS
y

cNT
y

cNU
y

cNV
y

cNW
y

cNX
y

cNY
y

cNZ
y

cN0
y

cN1
y

cN2
y

cN3
y

cN4
y

cN5
y

cN6
y

cN7
y

cN8
y

cN9
y

cN_
y

cN.
y

cOa
y

cOb
y

cOc
y

cOd
y

cOe
y

cOf
y

cOg
y

cOh
y

cOi
y

cOj
y

cOk
y

cOl
y

cOm
y

cOn
y

cOo
y

cOp
y

cOq
y

cOr
y

cOs
y

cOt
y

cOu
y

cOv
y

cOw
y

cOx
y

cOy
y

cOz
y

cOA
y

cOB
y

cOC
y

cOD
y

cOE
y

cOF
y

cOG
y

cOH
y

cOI
y

cOJ
y

cOK
y

cOL
y

cOM
y

cON
y

cOO
y

cOP
y

cOQ
y

cOR
y

cOS
y

cOT
y

cOU
y

cOV
y

cOW
y

cOX
y

cOY
y

cOZ
y

cO0
y

cO1
y

cO2
y

cO3
y

cO4
y

cO5
y

cO6
y

cO7
y

cO8
y

cO9
y

cO_
y

cO.
y

cPa
y

cPb
y

cPc
y

cPd
y

cPe
y

cPf
y

cPg
y

cPh
y

cPi
y

cPj
y

cPk
y

cPl
y

cPm
y

cPn
y

cPo
y

cPp
y

cPq
y

cPr
y

cPs
y

cPt
y

cPu
y

cPv
y

cPw
y

cPx
y

cPy
y

cPz
y

cPA
y

cPB
y

cPC
y

cPD
y

cPE
y

cPF
y

cPG
y

cPH
y

cPI
y

cPJ
y

cPK
y

cPL
y

cPM
y

cPN
y

cPO
y

cPP
y

cPQ
y

cPR
y

cPS
y

cPT
y

cPU
y

cPV
y

cPW
y

cPX
y

cPY
y

cPZ
y

cP0
y

cP1
y

cP2
y

cP3
y

cP4
y

cP5
y

cP6
y

cP7
y

cP8
y

cP9
y

cP_
y

cP.
y

cQa
y

cQb
y

cQc
y

cQd
y

cQe
y

cQf
y

cQg
y

cQh
y

cQi
y

cQj
y

cQk
y

cQl
y

cQm
y

cQn
y

cQo
y

cQp
y

cQq
y

cQr
y

cQs
y

cQt
y

cQu
y

cQv
y

cQw
y

cQx
y

cQy
y

cQz
y

cQA
y

cQB
y

cQC
y

cQD
y

cQE
y

cQF
y

cQG
y

cQH
y

cQI
y

cQJ
y

cQK
y

cQL
y

cQM
y

cQN
y

cQO
y

cQP
y

cQQ
y

cQR
y

cQS
y

cQT
y

cQU
y

cQV
y

cQW
y

cQX
y

cQY
y

cQZ
y

cQ0
y

cQ1
y

cQ2
y

cQ3
y

cQ4
y

cQ5
y

cQ6
y

cQ7
y

cQ8
y

cQ9
y

cQ_
y

cQ.
y

cRa
y

cRb
y

cRc
y

cRd
y

cRe
y

cRf
y

cRg
y

cRh
y

cRi
y

cRj
y

cRk
y

cRl
y

cRm
y

cRn
y

cRo
y

cRp
y

cRq
y

cRr
y

cRs
y

cRt
y

cRu
y

cRv
y

cRw
y

cRx
y

cRy
y

cRz
y

cRA
y

cRB
y

cRC
y

cRD
y

cRE
y

cRF
y

cRG
y

cRH
y

cRI
y

cRJ
y

cRK
y

cRL
y

cRM
y

cRN
y

cRO
y

cRP
y

cRQ
y

cRR
y

cRS
y

cRT
y

cRU
y

cRV
y

cRW
y

cRX
y

cRY
y

cRZ
y

cR0
y

cR1
y

cR2
y

cR3
y

cR4
y

cR5
y

cR6
y

cR7
y

cR8
y

cR9
y

cR_
y

cR.
y

cSa
y

cSb
y

cSc
y

cSd
y

cSe
y

cSf
y

cSg
y

cSh
y

cSi
y

cSj
y

cSk
y

cSl
y

cSm
y

cSn
y

cSo
y

cSp
y

cSq
y

cSr
y

cSs
y

cSt
y

cSu
y

cSv
y

cSw
y

cSx
y

cSy
y

cSz
y

cSA
y

cSB
y

cSC
y

cSD
y

cSE
y

cSF
y

cSG
y

cSH
y

cSI
y

cSJ
y

cSK
y

cSL
y

cSM
y

cSN
y

cSO
y

cSP
y

cSQ
y

cSR
y

cSS
y

cST
y

cSU
y

cSV
y

cSW
y

cSX
y

cSY
y

cSZ
y

cS0
y

cS1
y

cS2
y

cS3
y

cS4
y

cS5
y

cS6
y

cS7
y

cS8
y

cS9
y

cS_
y

cS.
y

cTa
y

cTb
y

cTc
y

cTd
y

cTe
y

cTf
y

cTg
y

cTh
y

cTi
y

cTj
y

cTk
y

cTl
y

cTm
y

cTn
y

cTo
y

cTp
y

cTq
y

cTr
y

cTs
y

cTt
y

cTu
y

cTv
y

cTw
y

cTx
y

cTy
y

cTz
y

cTA
y

cTB
y

cTC
y

cTD
y

cTE
y

cTF
y

cTG
y

cTH
y

cTI
y

cTJ
y

cTK
y

cTL
y

cTM
y

cTN
y

cTO
y

cTP
y

cTQ
y

cTR
y

cTS
y

cTT
y

cTU
y

cTV
y

cTW
y

cTX
y

cTY
y

cTZ
y

cT0
y

cT1
y

cT2
y

cT3
y

cT4
y

cT5
y

cT6
y

cT7
y

cT8
y

cT9
y

cT_
y

cT.
y

cUa
y

cUb
y

cUc
y

cUd
y

cUe
y

cUf
y

cUg
y

cUh
y

cUi
y

cUj
y

cUk
y

cUl
y

cUm
y

cUn
y

cUo
y

cUp
y

cUq
y

cUr
y

cUs
y

cUt
y

cUu
y

cUv
y

cUw
y

cUx
y

cUy
y

cUz
y

cUA
y

cUB
y

cUC
y

cUD
y

cUE
y

cUF
y

cUG
y

cUH
y

cUI
y

cUJ
y

cUK
y

cUL
y

cUM
y

cUN
y

cUO
y

cUP
y

cUQ
y

cUR
y

cUS
y

cUT
y

cUU
y

cUV
y

cUW
y

cUX
y

cUY
y

cUZ
y

cU0
y

cU1
y

cU2
y

cU3
y

cU4
y

cU5
y

cU6
y

cU7
y

cU8
y

cU9
y

cU_
y

cU.
y

cVa
y

cVb
y

cVc
y

cVd
y

cVe
y

cVf
y

cVg
y

cVh
y

cVi
y

cVj
y

cVk
y

cVl
y

cVm
y

cVn
y

cVo
y

cVp
y

cVq
y

cVr
y

cVs
y

cVt
y

cVu
y

cVv
y

cVw
y

cVx
y

cVy
y

cVz
y

cVA
y

cVB
y

cVC
y

cVD
y

cVE
y

cVF
y

cVG
y

cVH
y

cVI
y

cVJ
y

cVK
y

cVL
y

cVM
y

cVN
y

cVO
y

cVP
y

cVQ
y

cVR
y

cVS
y

cVT
y

cVU
y

cVV
y

cVW
y

cVX
y

cVY
y

cVZ
y

cV0
y

cV1
y

cV2
y

cV3
y

cV4
y

cV5
y

cV6
y

cV7
y

cV8
y

cV9
y

cV_
y

cV.
y

cWa
y

cWb
y

cWc
y

cWd
y

cWe
y

cWf
y

cWg
y

cWh
y

cWi
y

cWj
y

cWk
y

cWl
y

cWm
y

cWn
y

cWo
y

cWp
y

cWq
y

cWr
y

cWs
y

cWt
y

cWu
y

cWv
y

cWw
y

cWx
y

cWy
y

cWz
y

cWA
y

cWB
y

cWC
y

cWD
y

cWE
y

cWF
y

cWG
y

cWH
y

cWI
y

cWJ
y

cWK
y

cWL
y

cWM
y

cWN
y

cWO
y

cWP
y

cWQ
y

cWR
y

cWS
y

cWT
y

cWU
y

cWV
y

cWW
y

cWX
y

cWY
y

cWZ
y

cW0
y

cW1
y

cW2
y

cW3
y

cW4
y

cW5
y

cW6
y

cW7
y

cW8
y

cW9
y

cW_
y

cW.
y

cXa
y

cXb
y

cXc
y

cXd
y

cXe
y

cXf
y

cXg
y

cXh
y

cXi
y

cXj
y

cXk
y

cXl
y

cXm
y

cXn
y

cXo
y

cXp
y

cXq
y

cXr
y

cXs
y

cXt
y

cXu
y

cXv
y

cXw
y

cXx
y

cXy
y

cXz
y

cXA
y

cXB
y

cXC
y

cXD
y

cXE
y

cXF
y

cXG
y

cXH
y

cXI
y

cXJ
y

cXK
y

cXL
y

cXM
y

cXN
y

cXO
y

cXP
y

cXQ
y

cXR
y

cXS
y

cXT
y

cXU
y

cXV
y

cXW
y

cXX
y

cXY
y

cXZ
y

cX0
y

cX1
y

cX2
y

cX3
y

cX4
y

cX5
y

cX6
y

cX7
y

cX8
y

cX9
y

cX_
y

cX.
y

cYa
y

cYb
y

cYc
y

cYd
y

cYe
y

cYf
y

cYg
y

cYh
y

cYi
y

cYj
y

cYk
y

cYl
y

cYm
y

cYn
y

cYo
y

cYp
y

cYq
y

cYr
y

cYs
y

cYt
y

cYu
y

cYv
y

cYw
y

cYx
y

cYy
y

cYz
y

cYA
y

cYB
y

cYC
y

cYD
y

cYE
y

cYF
y

cYG
y

cYH
y

cYI
y

cYJ
y

cYK
y

cYL
y

cYM
y

cYN
y

cYO
y

cYP
y

cYQ
y

cYR
y

cYS
y

cYT
y

cYU
y

cYV
y

cYW
y

cYX
y

cYY
y

cYZ
y

cY0
y

cY1
y

cY2
y

cY3
y

cY4
y

cY5
y

cY6
y

cY7
y

cY8
y

cY9
y

cY_
y

cY.
y

cZa
y

cZb
y

cZc
y

cZd
y

cZe
y

cZf
y

cZg
y

cZh
y

cZi
y

cZj
y

cZk
y

cZl
y

cZm
y

cZn
y

cZo
y

cZp
y

cZq
y

cZr
y

cZs
y

cZt
y

cZu
y

cZv
y

cZw
y

cZx
y

cZy
y

cZz
y

cZA
y

cZB
y

cZC
y

cZD
y

cZE
y

cZF
y

cZG
y

cZH
y

cZI
y

cZJ
y

cZK
y

cZL
y

cZM
y

cZN
y

cZO
y

cZP
y

cZQ
y

cZR
y

cZS
y

cZT
y

cZU
y

cZV
y

cZW
y

cZX
y

cZY
y

cZZ
y

cZ0
y

cZ1
y

cZ2
y

cZ3
y

cZ4
y

cZ5
y

cZ6
y

cZ7
y

cZ8
y

cZ9
y

cZ_
y

cZ.
y

c0a
y

c0b
y

c0c
y

c0d
y

c0e
y

c0f
y

c0g
y

c0h
y

c0i
y

c0j
y

c0k
y

c0l
y

c0m
y

c0n
y

c0o
y

c0p
y

c0q
y

c0r
y

c0s
y

c0t
y

c0u
y

c0v
y

c0w
y

c0x
y

c0y
y

c0z
y

c0A
y

c0B
y

c0C
y

c0D
y

c0E
y

c0F
y

c0G
y

c0H
y

c0I
y

c0J
y

c0K
y

c0L
y

c0M
y

c0N
y

c0O
y

c0P
y

c0Q
y

c0R
y

c0S
y

c0T
y

c0U
y

c0V
y

c0W
y

c0X
y

c0Y
y

c0Z
y

c00
y

c01
y

c02
y

c03
y

c04
y

c05
y

c06
y

c07
y

c08
y

c09
y

c0_
y

c0.
y

c1a
y

c1b
y

c1c
y

c1d
y

c1e
y

c1f
y

c1g
y

c1h
y

c1i
y

c1j
y

c1k
y

c1l
y

c1m
y

c1n
y

c1o
y

c1p
y

c1q
y

c1r
y

c1s
y

c1t
y

c1u
y

c1v
y

c1w
y

c1x
y

c1y
y

c1z
y

c1A
y

c1B
y

c1C
y

c1D
y

c1E
y

c1F
y

c1G
y

c1H
y

c1I
y

c1J
y

c1K
y

c1L
y

c1M
y

c1N
y

c1O
y

c1P
y

c1Q
y

c1R
y

c1S
y

c1T
y

c1U
y

c1V
y

c1W
y

c1X
y

c1Y
y

c1Z
y

c10
y

c11
y

c12
y

c13
y

c14
y

c15
y

c16
y

c17
y

c18
y

c19
y

c1_
y

c1.
y

c2a
y

c2b
y

c2c
y

c2d
y

c2e
y

c2f
y

c2g
y

c2h
y

c2i
y

c2j
y

c2k
y

c2l
y

c2m
y

c2n
y

c2o
y

c2p
y

c2q
y

c2r
y

c2s
y

c2t
y

c2u
y

c2v
y

c2w
y

c2x
y

c2y
y

c2z
y

c2A
y

c2B
y

c2C
y

c2D
y

c2E
y

c2F
y

c2G
y

c2H
y

c2I
y

c2J
y

c2K
y

c2L
y

c2M
y

c2N
y

c2O
y

c2P
y

c2Q
y

c2R
y

c2S
y

c2T
y

c2U
y

c2V
y

c2W
y

c2X
y

c2Y
y

c2Z
y

c20
y

c21
y

c22
y

c23
y

c24
y

c25
y

c26
y

c27
y

c28
y

c29
y

c2_
y

c2.
y

c3a
y

c3b
y

c3c
y

c3d
y

c3e
y

c3f
y

c3g
y

c3h
y

c3i
y

c3j
y

c3k
y

c3l
y

c3m
y

c3n
y

c3o
y

c3p
y

c3q
y

c3r
y

c3s
y

c3t
y

c3u
y

c3v
y

c3w
y

c3x
y

c3y
y

c3z
y

c3A
y

c3B
y

c3C
y

c3D
y

c3E
y

c3F
y

c3G
y

c3H
y

c3I
y

c3J
y

c3K
y

c3L
y

c3M
y

c3N
y

c3O
y

c3P
y

c3Q
y

c3R
y

c3S
y

c3T
y

c3U
y

c3V
y

c3W
y

c3X
y

c3Y
y

c3Z
y

c30
y

c31
y

c32
y

c33
y

c34
y

c35
y

c36
y

c37
y

c38
y

c39
y

c3_
y

c3.
y

c4a
y

c4b
y

c4c
y

c4d
y

c4e
y

c4f
y

c4g
y

c4h
y

c4i
y

c4j
y

c4k
y

c4l
y

c4m
y

c4n
y

c4o
y

c4p
y

c4q
y

c4r
y

c4s
y

c4t
y

c4u
y

c4v
y

c4w
y

c4x
y

c4y
y

c4z
y

c4A
y

c4B
y

c4C
y

c4D
y

c4E
y

c4F
y

c4G
y

c4H
y

c4I
y

c4J
y

c4K
y

c4L
y

c4M
y

c4N
y

c4O
y

c4P
y

c4Q
y

c4R
y

c4S
y

c4T
y

c4U
y

c4V
y

c4W
y

c4X
y

c4Y
y

c4Z
y

c40
y

c41
y

c42
y

c43
y

c44
y

c45
y

c46
y

c47
y

c48
y

c49
y

c4_
y

c4.
y

c5a
y

c5b
y

c5c
y

c5d
y

c5e
y

c5f
y

c5g
y

c5h
y

c5i
y

c5j
y

c5k
y

c5l
y

c5m
y

c5n
y

c5o
y

c5p
y

c5q
y

c5r
y

c5s
y

c5t
y

c5u
y

c5v
y

c5w
y

c5x
y

c5y
y

c5z
y

c5A
y

c5B
y

c5C
y

c5D
y

c5E
y

c5F
y

c5G
y

c5H
y

c5I
y

c5J
y

c5K
y

c5L
y

c5M
y

c5N
y

c5O
y

c5P
y

c5Q
y

c5R
y

c5S
y

c5T
y

c5U
y

c5V
y

c5W
y

c5X
y

c5Y
y

c5Z
y

c50
y

c51
y

c52
y

c53
y

c54
y

c55
y

c56
y

c57
y

c58
y

c59
y

c5_
y

c5.
y

c6a
y

c6b
y

c6c
y

c6d
y

c6e
y

c6f
y

c6g
y

c6h
y

c6i
y

c6j
y

c6k
y

c6l
y

c6m
y

c6n
y

c6o
y

c6p
y

c6q
y

c6r
y

c6s
y

c6t
y

c6u
y

c6v
y

c6w
y

c6x
y

c6y
y

c6z
y

c6A
y

c6B
y

c6C
y

c6D
y

c6E
y

c6F
y

c6G
y

c6H
y

c6I
y

c6J
y

c6K
y

c6L
y

c6M
y

c6N
y

c6O
y

c6P
y

c6Q
y

c6R
y

c6S
y

c6T
y

c6U
y

c6V
y

c6W
y

c6X
y

c6Y
y

c6Z
y

c60
y

c61
y

c62
y

c63
y

c64
y

c65
y

c66
y

c67
y

c68
y

c69
y

c6_
y

c6.
y

c7a
y

c7b
y

c7c
y

c7d
y

c7e
y

c7f
y

c7g
y

c7h
y

c7i
y

c7j
y

c7k
y

c7l
y

c7m
y

c7n
y

c7o
y

c7p
y

c7q
y

c7r
y

c7s
y

c7t
y

c7u
y

c7v
y

c7w
y

c7x
y

c7y
y

c7z
y

c7A
y

c7B
y

c7C
y

c7D
y

c7E
y

c7F
y

c7G
y

c7H
y

c7I
y

c7J
y

c7K
y

c7L
y

c7M
y

c7N
y

c7O
y

c7P
y

c7Q
y

c7R
y

c7S
y

c7T
y

c7U
y

c7V
y

c7W
y

c7X
y

c7Y
y

c7Z
y

c70
y

c71
y

c72
y

c73
y

c74
y

c75
y

c76
y

c77
y

c78
y

c79
y

c7_
y

c7.
y

c8a
y

c8b
y

c8c
y

c8d
y

c8e
y

c8f
y

c8g
y

c8h
y

c8i
y

c8j
y

c8k
y

c8l
y

c8m
y

c8n
y

c8o
y

c8p
y

c8q
y

c8r
y

c8s
y

c8t
y

c8u
y

c8v
y

c8w
y

c8x
y

c8y
y

c8z
y

c8A
y

c8B
y

c8C
y

c8D
y

c8E
y

c8F
y

c8G
y

c8H
y

c8I
y

c8J
y

c8K
y

c8L
y

c8M
y

c8N
y

c8O
y

c8P
y

c8Q
y

c8R
y

c8S
y

c8T
y

c8U
y

c8V
y

c8W
y

c8X
y

c8Y
y

c8Z
y

c80
y

c81
y

c82
y

c83
y

c84
y

c85
y

c86
y

c87
y

c88
y

c89
y

c8_
y

c8.
y

c9a
y

c9b
y

c9c
y

c9d
y

c9e
y

c9f
y

c9g
y

c9h
y

c9i
y

c9j
y

c9k
y

c9l
y

c9m
y

c9n
y

c9o
y

c9p
y

c9q
y

c9r
y

c9s
y

c9t
y

c9u
y

c9v
y

c9w
y

c9x
y

c9y
y

c9z
y

c9A
y

c9B
y

c9C
y

c9D
y

c9E
y

c9F
y

c9G
y

c9H
y

c9I
y

c9J
y

c9K
y

c9L
y

c9M
y

c9N
y

c9O
y

c9P
y

c9Q
y

c9R
y

c9S
y

c9T
y

c9U
y

c9V
y

c9W
y

c9X
y

c9Y
y

c9Z
y

c90
y

c91
y

c92
y

c93
y

c94
y

c95
y

c96
y

c97
y

c98
y

c99
y

c9_
y

c9.
y

c_a
y

c_b
y

c_c
y

c_d
y

c_e
y

c_f
y

c_g
y

c_h
y

c_i
y

c_j
y

c_k
y

c_l
y

c_m
y

c_n
y

c_o
y

c_p
y

c_q
y

c_r
y

c_s
y

c_t
y

c_u
y

c_v
y

c_w
y

c_x
y

c_y
y

c_z
y

c_A
y

c_B
y

c_C
y

c_D
y

c_E
y

c_F
y

c_G
y

c_H
y

c_I
y

c_J
y

c_K
y

c_L
y

c_M
y

c_N
y

c_O
y

c_P
y

c_Q
y

c_R
y

c_S
y

c_T
y

c_U
y

c_V
y

c_W
y

c_X
y

c_Y
y

c_Z
y

c_0
y

c_1
y

c_2
y

c_3
y

c_4
y

c_5
y

c_6
y

c_7
y

c_8
y

c_9
y

c__
y

c_.
y

c.a
y

c.b
y

c.c
y

c.d
y

c.e
y

c.f
y

c.g
y

c.h
y

c.i
y

c.j
y

c.k
y

c.l
y

c.m
y

c.n
y

c.o
y

c.p
y

c.q
y

c.r
y

c.s
y

c.t
y

c.u
y

c.v
y

c.w
y

c.x
y

c.y
y

c.z
y

c.A
y

c.B
y

c.C
y

c.D
y

c.E
y

c.F
y

c.G
y

c.H
y

c.I
y

c.J
y

c.K
y

c.L
y

c.M
y

c.N
y

c.O
y

c.P
y

c.Q
y

c.R
y

c.S
y

c.T
y

c.U
y

c.V
y

c.W
y

c.X
y

c.Y
y

c.Z
y

c.0
y

c.1
y

c.2
y

c.3
y

c.4
y

c.5
y

c.6
y

c.7
y

c.8
y

c.9
y

c._
y

c..
y

daa
y

dab
y

dac
y

dad
y

dae
y

daf
y

dag
y

dah
y

dai
y

daj
y

dak
y

dal
y

dam
y

dan
y

dao
y

dap
y

daq
y

dar
y

das
y

dat
y

dau
y

dav
y

daw
y

dax
y

day
y

daz
y

daA
y

daB
y

daC
y

daD
y

daE
y

daF
y

daG
y

daH
y

daI
y

daJ
y

daK
y

daL
y

daM
y

daN
y

daO
y

daP
y

daQ
y

daR
y

daS
y

daT
y

daU
y

daV
y

daW
y

daX
y

daY
y

daZ
y

da0
y

da1
y

da2
y

da3
y

da4
y

da5
y

da6
y

da7
y

da8
y

da9
y

da_
y

da.
y

dba
y

dbb
y

dbc
y

dbd
y

dbe
y

dbf
y

dbg
y

dbh
y

dbi
y

dbj
y

dbk
y

dbl
y

dbm
y

dbn
y

dbo
y

dbp
y

dbq
y

dbr
y

dbs
y

dbt
y

dbu
y

dbv
y

dbw
y

dbx
y

dby
y

dbz
y

dbA
y

dbB
y

dbC
y

dbD
y

dbE
y

dbF
y

dbG
y

dbH
y

dbI
y

dbJ
y

dbK
y

dbL
y

dbM
y

dbN
y

dbO
y

dbP
y

dbQ
y

dbR
y

dbS
y

dbT
y

dbU
y

dbV
y

dbW
y

dbX
y

dbY
y

dbZ
y

db0
y

db1
y

db2
y

db3
y

db4
y

db5
y

db6
y

db7
y

db8
y

db9
y

db_
y

db.
y

dca
y

dcb
y

dcc
y

dcd
y

dce
y

dcf
y

dcg
y

dch
y

dci
y

dcj
y

dck
y

dcl
y

dcm
y

dcn
y

dco
y

dcp
y

dcq
y

dcr
y

dcs
y

dct
y

dcu
y

dcv
y

dcw
y

dcx
y

dcy
y

dcz
y

dcA
y

dcB
y

dcC
y

dcD
y

dcE
y

dcF
y

dcG
y

dcH
y

dcI
y

dcJ
y

dcK
y

dcL
y

dcM
y

dcN
y

dcO
y

dcP
y

dcQ
y

dcR
y

dcS
y

dcT
y

dcU
y

dcV
y

dcW
y

dcX
y

dcY
y

dcZ
y

dc0
y

dc1
y

dc2
y

dc3
y

dc4
y

dc5
y

dc6
y

dc7
y

dc8
y

dc9
y

dc_
y

dc.
y

dda
y

ddb
y

ddc
y

ddd
y

dde
y

ddf
y

ddg
y

ddh
y

ddi
y

ddj
y

ddk
y

ddl
y

ddm
y

ddn
y

ddo
y

ddp
y

ddq
y

ddr
y

dds
y

ddt
y

ddu
y

ddv
y

ddw
y

ddx
y

ddy
y

ddz
y

ddA
y

ddB
y

ddC
y

ddD
y

ddE
y

ddF
y

ddG
y

ddH
y

ddI
y

ddJ
y

ddK
y

ddL
y

ddM
y

ddN
y

ddO
y

ddP
y

ddQ
y

ddR
y

ddS
y

ddT
y

ddU
y

ddV
y

ddW
y

ddX
y

ddY
y

ddZ
y

dd0
y

dd1
y

dd2
y

dd3
y

dd4
y

dd5
y

dd6
y

dd7
y

dd8
y

dd9
y

dd_
y

dd.
y

dea
y

deb
y

dec
y

ded
y

dee
y

def
y

deg
y

deh
y

dei
y

dej
y

dek
y

del
y

dem
y

den
y

deo
y

dep
y

deq
y

der
y

des
y

det
y

deu
y

dev
y

dew
y

dex
y

dey
y

dez
y

deA
y

deB
y

deC
y

deD
y

deE
y

deF
y

deG
y

deH
y

deI
y

deJ
y

deK
y

deL
y

deM
y

deN
y

deO
y

deP
y

deQ
y

deR
y

deS
y

deT
y

deU
y

deV
y

deW
y

deX
y

deY
y

deZ
y

de0
y

de1
y

de2
y

de3
y

de4
y

de5
y

de6
y

de7
y

de8
y

de9
y

de_
y

de.
y

dfa
y

dfb
y

dfc
y

dfd
y

dfe
y

dff
y

dfg
y

dfh
y

dfi
y

dfj
y

dfk
y

dfl
y

dfm
y

dfn
y

dfo
y

dfp
y

dfq
y

dfr
y

dfs
y

dft
y

dfu
y

dfv
y

dfw
y

dfx
y

dfy
y

dfz
y

dfA
y

dfB
y

dfC
y

dfD
y

dfE
y

dfF
y

dfG
y

dfH
y

dfI
y

dfJ
y

dfK
y

dfL
y

dfM
y

dfN
y

dfO
y

dfP
y

dfQ
y

dfR
y

dfS
y

dfT
y

dfU
y

dfV
y

dfW
y

dfX
y

dfY
y

dfZ
y

df0
y

df1
y

df2
y

df3
y

df4
y

df5
y

df6
y

df7
y

df8
y

df9
y

df_
y

df.
y

dga
y

dgb
y

dgc
y

dgd
y

dge
y

dgf
y

dgg
y

dgh
y

dgi
y

dgj
y

dgk
y

dgl
y

dgm
y

dgn
y

dgo
y

dgp
y

dgq
y

dgr
y

dgs
y

dgt
y

dgu
y

dgv
y

dgw
y

dgx
y

dgy
y

dgz
y

dgA
y

dgB
y

dgC
y

dgD
y

dgE
y

dgF
y

dgG
y

dgH
y

dgI
y

dgJ
y

dgK
y

dgL
y

dgM
y

dgN
y

dgO
y

dgP
y

dgQ
y

dgR
y

dgS
y

dgT
y

dgU
y

dgV
y

dgW
y

dgX
y

dgY
y

dgZ
y

dg0
y

dg1
y

dg2
y

dg3
y

dg4
y

dg5
y

dg6
y

dg7
y

dg8
y

dg9
y

dg_
y

dg.
y

dha
y

dhb
y

dhc
y

dhd
y

dhe
y

dhf
y

dhg
y

dhh
y

dhi
y

dhj
y

dhk
y

dhl
y

dhm
y

dhn
y

dho
y

dhp
y

dhq
y

dhr
y

dhs
y

dht
y

dhu
y

dhv
y

dhw
y

dhx
y

dhy
y

dhz
y

dhA
y

dhB
y

dhC
y

dhD
y

dhE
y

dhF
y

dhG
y

dhH
y

dhI
y

dhJ
y

dhK
y

dhL
y

dhM
y

dhN
y

dhO
y

dhP
y

dhQ
y

dhR
y

dhS
y

dhT
y

dhU
y

dhV
y

dhW
y

dhX
y

dhY
y

dhZ
y

dh0
y

dh1
y

dh2
y

dh3
y

dh4
y

dh5
y

dh6
y

dh7
y

dh8
y

dh9
y

dh_
y

dh.
y

dia
y

dib
y

dic
y

did
y

die
y

dif
y

dig
y

dih
y

dii
y

dij
y

dik
y

dil
y

dim
y

din
y

dio
y

dip
y

diq
y

dir
y

dis
y

dit
y

diu
y

div
y

diw
y

dix
y

diy
y

diz
y

diA
y

diB
y

diC
y

diD
y

diE
y

diF
y

diG
y

diH
y

diI
y

diJ
y

diK
y

diL
y

diM
y

diN
y

diO
y

diP
y

diQ
y

diR
y

diS
y

diT
y

diU
y

diV
y

diW
y

diX
y

diY
y

diZ
y

di0
y

di1
y

di2
y

di3
y

di4
y

di5
y

di6
y

di7
y

di8
y

di9
y

di_
y

di.
y

dja
y

djb
y

djc
y

djd
y

dje
y

djf
y

djg
y

djh
y

dji
y

djj
y

djk
y

djl
y

djm
y

djn
y

djo
y

djp
y

djq
y

djr
y

djs
y

djt
y

dju
y

djv
y

djw
y

djx
y

djy
y

djz
y

djA
y

djB
y

djC
y

djD
y

djE
y

djF
y

djG
y

djH
y

djI
y

djJ
y

djK
y

djL
y

djM
y

djN
y

djO
y

djP
y

djQ
y

djR
y

djS
y

djT
y

djU
y

djV
y

djW
y

djX
y

djY
y

djZ
y

dj0
y

dj1
y

dj2
y

dj3
y

dj4
y

dj5
y

dj6
y

dj7
y

dj8
y

dj9
y

dj_
y

dj.
y

dka
y

dkb
y

dkc
y

dkd
y

dke
y

dkf
y

dkg
y

dkh
y

dki
y

dkj
y

dkk
y

dkl
y

dkm
y

dkn
y

dko
y

dkp
y

dkq
y

dkr
y

dks
y

dkt
y

dku
y

dkv
y

dkw
y

dkx
y

dky
y

dkz
y

dkA
y

dkB
y

dkC
y

dkD
y

dkE
y

dkF
y

dkG
y

dkH
y

dkI
y

dkJ
y

dkK
y

dkL
y

dkM
y

dkN
y

dkO
y

dkP
y

dkQ
y

dkR
y

dkS
y

dkT
y

dkU
y

dkV
y

dkW
y

dkX
y

dkY
y

dkZ
y

dk0
y

dk1
y

dk2
y

dk3
y

dk4
y

dk5
y

dk6
y

dk7
y

dk8
y

dk9
y

dk_
y

dk.
y

dla
y

dlb
y

dlc
y

dld
y

dle
y

dlf
y

dlg
y

dlh
y

dli
y

dlj
y

dlk
y

dll
y

dlm
y

dln
y

dlo
y

dlp
y

dlq
y

dlr
y

dls
y

dlt
y

dlu
y

dlv
y

dlw
y

dlx
y

dly
y

dlz
y

dlA
y

dlB
y

dlC
y

dlD
y

dlE
y

dlF
y

dlG
y

dlH
y

dlI
y

dlJ
y

dlK
y

dlL
y

dlM
y

dlN
y

dlO
y

dlP
y

dlQ
y

dlR
y

dlS
y

dlT
y

dlU
y

dlV
y

dlW
y

dlX
y

dlY
y

dlZ
y

dl0
y

dl1
y

dl2
y

dl3
y

dl4
y

dl5
y

dl6
y

dl7
y

dl8
y

dl9
y

dl_
y

dl.
y

dma
y

dmb
y

dmc
y

dmd
y

dme
y

dmf
y

dmg
y

dmh
y

dmi
y

dmj
y

dmk
y

dml
y

dmm
y

dmn
y

dmo
y

dmp
y

dmq
y

dmr
y

dms
y

dmt
y

dmu
y

dmv
y

dmw
y

dmx
y

dmy
y

dmz
y

dmA
y

dmB
y

dmC
y

dmD
y

dmE
y

dmF
y

dmG
y

dmH
y

dmI
y

dmJ
y

dmK
y

dmL
y

dmM
y

dmN
y

dmO
y

dmP
y

dmQ
y

dmR
y

dmS
y

dmT
y

dmU
y

dmV
y

dmW
y

dmX
y

dmY
y

dmZ
y

dm0
y

dm1
y

dm2
y

dm3
y

dm4
y

dm5
y

dm6
y

dm7
y

dm8
y

dm9
y

dm_
y

dm.
y

dna
y

dnb
y

dnc
y

dnd
y

dne
y

dnf
y

dng
y

dnh
y

dni
y

dnj
y

dnk
y

dnl
y

dnm
y

dnn
y

dno
y

dnp
y

dnq
y

dnr
y

dns
y

dnt
y

dnu
y

dnv
y

dnw
y

dnx
y

dny
y

dnz
y

dnA
y

dnB
y

dnC
y

dnD
y

dnE
y

dnF
y

dnG
y

dnH
y

dnI
y

dnJ
y

dnK
y

dnL
y

dnM
y

dnN
y

dnO
y

dnP
y

dnQ
y

dnR
y

dnS
y

dnT
y

dnU
y

dnV
y

dnW
y

dnX
y

dnY
y

dnZ
y

dn0
y

dn1
y

dn2
y

dn3
y

dn4
y

dn5
y

dn6
y

dn7
y

dn8
y

dn9
y

dn_
y

dn.
y

doa
y

dob
y

doc
y

dod
y

doe
y

dof
y

dog
y

doh
y

doi
y

doj
y

dok
y

dol
y

dom
y

don
y

doo
y

dop
y

doq
y

dor
y

dos
y

dot
y

dou
y

dov
y

dow
y

dox
y

doy
y

doz
y

doA
y

doB
y

doC
y

doD
y

doE
y

doF
y

doG
y

doH
y

doI
y

doJ
y

doK
y

doL
y

doM
y

doN
y

doO
y

doP
y

doQ
y

doR
y

doS
y

doT
y

doU
y

doV
y

doW
y

doX
y

doY
y

doZ
y

do0
y

do1
y

do2
y

do3
y

do4
y

do5
y

do6
y

do7
y

do8
y

do9
y

do_
y

do.
y

dpa
y

dpb
y

dpc
y

dpd
y

dpe
y

dpf
y

dpg
y

dph
y

dpi
y

dpj
y

dpk
y

dpl
y

dpm
y

dpn
y

dpo
y

dpp
y

dpq
y

dpr
y

dps
y

dpt
y

dpu
y

dpv
y

dpw
y

dpx
y

dpy
y

dpz
y

dpA
y

dpB
y

dpC
y

dpD
y

dpE
y

dpF
y

dpG
y

dpH
y

dpI
y

dpJ
y

dpK
y

dpL
y

dpM
y

dpN
y

dpO
y

dpP
y

dpQ
y

dpR
y

dpS
y

dpT
y

dpU
y

dpV
y

dpW
y

dpX
y

dpY
y

dpZ
y

dp0
y

dp1
y

dp2
y

dp3
y

dp4
y

dp5
y

dp6
y

dp7
y

dp8
y

dp9
y

dp_
y

dp.
y

dqa
y

dqb
y

dqc
y

dqd
y

dqe
y

dqf
y

dqg
y

dqh
y

dqi
y

dqj
y

dqk
y

dql
y

dqm
y

dqn
y

dqo
y

dqp
y

dqq
y

dqr
y

dqs
y

dqt
y

dqu
y

dqv
y

dqw
y

dqx
y

dqy
y

dqz
y

dqA
y

dqB
y

dqC
y

dqD
y

dqE
y

dqF
y

dqG
y

dqH
y

dqI
y

dqJ
y

dqK
y

dqL
y

dqM
y

dqN
y

dqO
y

dqP
y

dqQ
y

dqR
y

dqS
y

dqT
y

dqU
y

dqV
y

dqW
y

dqX
y

dqY
y

dqZ
y

dq0
y

dq1
y

dq2
y

dq3
y

dq4
y

dq5
y

dq6
y

dq7
y

dq8
y

dq9
y

dq_
y

dq.
y

dra
y

drb
y

drc
y

drd
y

dre
y

drf
y

drg
y

drh
y

dri
y

drj
y

drk
y

drl
y

drm
y

drn
y

dro
y

drp
y

drq
y

drr
y

drs
y

drt
y

dru
y

drv
y

drw
y

drx
y

dry
y

drz
y

drA
y

drB
y

drC
y

drD
y

drE
y

drF
y

drG
y

drH
y

drI
y

drJ
y

drK
y

drL
y

drM
y

drN
y

drO
y

drP
y

drQ
y

drR
y

drS
y

drT
y

drU
y

drV
y

drW
y

drX
y

drY
y

drZ
y

dr0
y

dr1
y

dr2
y

dr3
y

dr4
y

dr5
y

dr6
y

dr7
y

dr8
y

dr9
y

dr_
y

dr.
y

dsa
y

dsb
y

dsc
y

dsd
y

dse
y

dsf
y

dsg
y

dsh
y

dsi
y

dsj
y

dsk
y

dsl
y

dsm
y

dsn
y

dso
y

dsp
y

dsq
y

dsr
y

dss
y

dst
y

dsu
y

dsv
y

dsw
y

dsx
y

dsy
y

dsz
y

dsA
y

dsB
y

dsC
y

dsD
y

dsE
y

dsF
y

dsG
y

dsH
y

dsI
y

dsJ
y

dsK
y

dsL
y

dsM
y

dsN
y

dsO
y

dsP
y

dsQ
y

dsR
y

dsS
y

dsT
y

dsU
y

dsV
y

dsW
y

dsX
y

dsY
y

dsZ
y

ds0
y

ds1
y

ds2
y

ds3
y

ds4
y

ds5
y

ds6
y

ds7
y

ds8
y

ds9
y

ds_
y

ds.
y

dta
y

dtb
y

dtc
y

dtd
y

dte
y

dtf
y

dtg
y

dth
y

dti
y

dtj
y

dtk
y

dtl
y

dtm
y

dtn
y

dto
y

dtp
y

dtq
y

dtr
y

dts
y

dtt
y

dtu
y

dtv
y

dtw
y

dtx
y

dty
y

dtz
y

dtA
y

dtB
y

dtC
y

dtD
y

dtE
y

dtF
y

dtG
y

dtH
y

dtI
y

dtJ
y

dtK
y

dtL
y

dtM
y

dtN
y

dtO
y

dtP
y

dtQ
y

dtR
y

dtS
y

dtT
y

dtU
y

dtV
y

dtW
y

dtX
y

dtY
y

dtZ
y

dt0
y

dt1
y

dt2
y

dt3
y

dt4
y

dt5
y

dt6
y

dt7
y

dt8
y

dt9
y

dt_
y

dt.
y

dua
y

dub
y

duc
y

dud
y

due
y

duf
y

dug
y

duh
y

dui
y

duj
y

duk
y

dul
y

dum
y

dun
y

duo
y

dup
y

duq
y

dur
y

dus
y

dut
y

duu
y

duv
y

duw
y

dux
y

duy
y

duz
y

duA
y

duB
y

duC
y

duD
y

duE
y

duF
y

duG
y

duH
y

duI
y

duJ
y

duK
y

duL
y

duM
y

duN
y

duO
y

duP
y

duQ
y

duR
y

duS
y

duT
y

duU
y

duV
y

duW
y

duX
y

duY
y

duZ
y

du0
y

du1
y

du2
y

du3
y

du4
y

du5
y

du6
y

du7
y

du8
y

du9
y

du_
y

du.
y

dva
y

dvb
y

dvc
y

dvd
y

dve
y

dvf
y

dvg
y

dvh
y

dvi
y

dvj
y

dvk
y

dvl
y

dvm
y

dvn
y

dvo
y

dvp
y

dvq
y

dvr
y

dvs
y

dvt
y

dvu
y

dvv
y

dvw
y

dvx
y

dvy
y

dvz
y

dvA
y

dvB
y

dvC
y

dvD
y

dvE
y

dvF
y

dvG
y

dvH
y

dvI
y

dvJ
y

dvK
y

dvL
y

dvM
y

dvN
y

dvO
y

dvP
y

dvQ
y

dvR
y

dvS
y

dvT
y

dvU
y

dvV
y

dvW
y

dvX
y

dvY
y

dvZ
y

dv0
y

dv1
y

dv2
y

dv3
y

dv4
y

dv5
y

dv6
y

dv7
y

dv8
y

dv9
y

dv_
y

dv.
y

dwa
y

dwb
y

dwc
y

dwd
y

dwe
y

dwf
y

dwg
y

dwh
y

dwi
y

dwj
y

dwk
y

dwl
y

dwm
y

dwn
y

dwo
y

dwp
y

dwq
y

dwr
y

dws
y

dwt
y

dwu
y

dwv
y

dww
y

dwx
y

dwy
y

dwz
y

dwA
y

dwB
y

dwC
y

dwD
y

dwE
y

dwF
y

dwG
y

dwH
y

dwI
y

dwJ
y

dwK
y

dwL
y

dwM
y

dwN
y

dwO
y

dwP
y

dwQ
y

dwR
y

dwS
y

dwT
y

dwU
y

dwV
y

dwW
y

dwX
y

dwY
y

dwZ
y

dw0
y

dw1
y

dw2
y

dw3
y

dw4
y

dw5
y

dw6
y

dw7
y

dw8
y

dw9
y

dw_
y

dw.
y

dxa
y

dxb
y

dxc
y

dxd
y

dxe
y

dxf
y

dxg
y

dxh
y

dxi
y

dxj
y

dxk
y

dxl
y

dxm
y

dxn
y

dxo
y

dxp
y

dxq
y

dxr
y

dxs
y

dxt
y

dxu
y

dxv
y

dxw
y

dxx
y

dxy
y

dxz
y

dxA
y

dxB
y

dxC
y

dxD
y

dxE
y

dxF
y

dxG
y

dxH
y

dxI
y

dxJ
y

dxK
y

dxL
y

dxM
y

dxN
y

dxO
y

dxP
y

dxQ
y

dxR
y

dxS
y

dxT
y

dxU
y

dxV
y

dxW
y

dxX
y

dxY
y

dxZ
y

dx0
y

dx1
y

dx2
y

dx3
y

dx4
y

dx5
y

dx6
y

dx7
y

dx8
y

dx9
y

dx_
y

dx.
y

dya
y

dyb
y

dyc
y

dyd
y

dye
y

dyf
y

dyg
y

dyh
y

dyi
y

dyj
y

dyk
y

dyl
y

dym
y

dyn
y

dyo
y

dyp
y

dyq
y

dyr
y

dys
y

dyt
y

dyu
y

dyv
y

dyw
y

dyx
y

dyy
y

dyz
y

dyA
y

dyB
y

dyC
y

dyD
y

dyE
y

dyF
y

dyG
y

dyH
y

dyI
y

dyJ
y

dyK
y

dyL
y

dyM
y

dyN
y

dyO
y

dyP
y

dyQ
y

dyR
y

dyS
y

dyT
y

dyU
y

dyV
y

dyW
y

dyX
y

dyY
y

dyZ
y

dy0
y

dy1
y

dy2
y

dy3
y

dy4
y

dy5
y

dy6
y

dy7
y

dy8
y

dy9
y

dy_
y

dy.
y

dza
y

dzb
y

dzc
y

dzd
y

dze
y

dzf
y

dzg
y

dzh
y

dzi
y

dzj
y

dzk
y

dzl
y

dzm
y

dzn
y

dzo
y

dzp
y

dzq
y

dzr
y

dzs
y

dzt
y

dzu
y

dzv
y

dzw
y

dzx
y

dzy
y

dzz
y

dzA
y

dzB
y

dzC
y

dzD
y

dzE
y

dzF
y

dzG
y

dzH
y

dzI
y

dzJ
y

dzK
y

dzL
y

dzM
y

dzN
y

dzO
y

dzP
y

dzQ
y

dzR
y

dzS
y

dzT
y

dzU
y

dzV
y

dzW
y

dzX
y

dzY
y

dzZ
y

dz0
y

dz1
y

dz2
y

dz3
y

dz4
y

dz5
y

dz6
y

dz7
y

dz8
y

dz9
y

dz_
y

dz.
y

dAa
y

dAb
y

dAc
y

dAd
y

dAe
y

dAf
y

dAg
y

dAh
y

dAi
y

dAj
y

dAk
y

dAl
y

dAm
y

dAn
y

dAo
y

dAp
y

dAq
y

dAr
y

dAs
y

dAt
y

dAu
y

dAv
y

dAw
y

dAx
y

dAy
y

dAz
y

dAA
y

dAB
y

dAC
y

dAD
y

dAE
y

dAF
y

dAG
y

dAH
y

dAI
y

dAJ
y

dAK
y

dAL
y

dAM
y

dAN
y

dAO
y

dAP
y

dAQ
y

dAR
y

dAS
y

dAT
y

dAU
y

dAV
y

dAW
y

dAX
y

dAY
y

dAZ
y

dA0
y

dA1
y

dA2
y

dA3
y

dA4
y

dA5
y

dA6
y

dA7
y

dA8
y

dA9
y

dA_
y

dA.
y

dBa
y

dBb
y

dBc
y

dBd
y

dBe
y

dBf
y

dBg
y

dBh
y

dBi
y

dBj
y

dBk
y

dBl
y

dBm
y

dBn
y

dBo
y

dBp
y

dBq
y

dBr
y

dBs
y

dBt
y

dBu
y

dBv
y

dBw
y

dBx
y

dBy
y

dBz
y

dBA
y

dBB
y

dBC
y

dBD
y

dBE
y

dBF
y

dBG
y

dBH
y

dBI
y

dBJ
y

dBK
y

dBL
y

dBM
y

dBN
y

dBO
y

dBP
y

dBQ
y

dBR
y

dBS
y

dBT
y

dBU
y

dBV
y

dBW
y

dBX
y

dBY
y

dBZ
y

dB0
y

dB1
y

dB2
y

dB3
y

dB4
y

dB5
y

dB6
y

dB7
y

dB8
y

dB9
y

dB_
y

dB.
y

dCa
y

dCb
y

dCc
y

dCd
y

dCe
y

dCf
y

dCg
y

dCh
y

dCi
y

dCj
y

dCk
y

dCl
y

dCm
y

dCn
y

dCo
y

dCp
y

dCq
y

dCr
y

dCs
y

dCt
y

dCu
y

dCv
y

dCw
y

dCx
y

dCy
y

dCz
y

dCA
y

dCB
y

dCC
y

dCD
y

dCE
y

dCF
y

dCG
y

dCH
y

dCI
y

dCJ
y

dCK
y

dCL
y

dCM
y

dCN
y

dCO
y

dCP
y

dCQ
y

dCR
y

dCS
y

dCT
y

dCU
y

dCV
y

dCW
y

dCX
y

dCY
y

dCZ
y

dC0
y

dC1
y

dC2
y

dC3
y

dC4
y

dC5
y

dC6
y

dC7
y

dC8
y

dC9
y

dC_
y

dC.
y

dDa
y

dDb
y

dDc
y

dDd
y

dDe
y

dDf
y

dDg
y

dDh
y

dDi
y

dDj
y

dDk
y

dDl
y

dDm
y

dDn
y

dDo
y

dDp
y

dDq
y

dDr
y

dDs
y

dDt
y

dDu
y

dDv
y

dDw
y

dDx
y

dDy
y

dDz
y

dDA
y

dDB
y

dDC
y

dDD
y

dDE
y

dDF
y

dDG
y

dDH
y

dDI
y

dDJ
y

dDK
y

dDL
y

dDM
y

dDN
y

dDO
y

dDP
y

dDQ
y

dDR
y

dDS
y

dDT
y

dDU
y

dDV
y

dDW
y

dDX
y

dDY
y

dDZ
y

dD0
y

dD1
y

dD2
y

dD3
y

dD4
y

dD5
y

dD6
y

dD7
y

dD8
y

dD9
y

dD_
y

dD.
y

dEa
y

dEb
y

dEc
y

dEd
y

dEe
y

dEf
y

dEg
y

dEh
y

dEi
y

dEj
y

dEk
y

dEl
y

dEm
y

dEn
y

dEo
y

dEp
y

dEq
y

dEr
y

dEs
y

dEt
y

dEu
y

dEv
y

dEw
y

dEx
y

dEy
y

dEz
y

dEA
y

dEB
y

dEC
y

dED
y

dEE
y

dEF
y

dEG
y

dEH
y

dEI
y

dEJ
y

dEK
y

dEL
y

dEM
y

dEN
y

dEO
y

dEP
y

dEQ
y

dER
y

dES
y

dET
y

dEU
y

dEV
y

dEW
y

dEX
y

dEY
y

dEZ
y

dE0
y

dE1
y

dE2
y

dE3
y

dE4
y

dE5
y

dE6
y

dE7
y

dE8
y

dE9
y

dE_
y

dE.
y

dFa
y

dFb
y

dFc
y

dFd
y

dFe
y

dFf
y

dFg
y

dFh
y

dFi
y

dFj
y

dFk
y

dFl
y

dFm
y

dFn
y

dFo
y

dFp
y

dFq
y

dFr
y

dFs
y

dFt
y

dFu
y

dFv
y

dFw
y

dFx
y

dFy
y

dFz
y

dFA
y

dFB
y

dFC
y

dFD
y

dFE
y

dFF
y

dFG
y

dFH
y

dFI
y

dFJ
y

dFK
y

dFL
y

dFM
y

dFN
y

dFO
y

dFP
y

dFQ
y

dFR
y

dFS
y

dFT
y

dFU
y

dFV
y

dFW
y

dFX
y

dFY
y

dFZ
y

dF0
y

dF1
y

dF2
y

dF3
y

dF4
y

dF5
y

dF6
y

dF7
y

dF8
y

dF9
y

dF_
y

dF.
y

dGa
y

dGb
y

dGc
y

dGd
y

dGe
y

dGf
y

dGg
y

dGh
y

dGi
y

dGj
y

dGk
y

dGl
y

dGm
y

dGn
y

dGo
y

dGp
y

dGq
y

dGr
y

dGs
y

dGt
y

dGu
y

dGv
y

dGw
y

dGx
y

dGy
y

dGz
y

dGA
y

dGB
y

dGC
y

dGD
y

dGE
y

dGF
y

dGG
y

dGH
y

dGI
y

dGJ
y

dGK
y

dGL
y

dGM
y

dGN
y

dGO
y

dGP
y

dGQ
y

dGR
y

dGS
y

dGT
y

dGU
y

dGV
y

dGW
y

dGX
y

dGY
y

dGZ
y

dG0
y

dG1
y

dG2
y

dG3
y

dG4
y

dG5
y

dG6
y

dG7
y

dG8
y

dG9
y

dG_
y

dG.
y

dHa
y

dHb
y

dHc
y

dHd
y

dHe
y

dHf
y

dHg
y

dHh
y

dHi
y

dHj
y

dHk
y

dHl
y

dHm
y

dHn
y

dHo
y

dHp
y

dHq
y

dHr
y

dHs
y

dHt
y

dHu
y

dHv
y

dHw
y

dHx
y

dHy
y

dHz
y

dHA
y

dHB
y

dHC
y

dHD
y

dHE
y

dHF
y

dHG
y

dHH
y

dHI
y

dHJ
y

dHK
y

dHL
y

dHM
y

dHN
y

dHO
y

dHP
y

dHQ
y

dHR
y

dHS
y

dHT
y

dHU
y

dHV
y

dHW
y

dHX
y

dHY
y

dHZ
y

dH0
y

dH1
y

dH2
y

dH3
y

dH4
y

dH5
y

dH6
y

dH7
y

dH8
y

dH9
y

dH_
y

dH.
y

dIa
y

dIb
y

dIc
y

dId
y

dIe
y

dIf
y

dIg
y

dIh
y

dIi
y

dIj
y

dIk
y

dIl
y

dIm
y

dIn
y

dIo
y

dIp
y

dIq
y

dIr
y

dIs
y

dIt
y

dIu
y

dIv
y

dIw
y

dIx
y

dIy
y

dIz
y

dIA
y

dIB
y

dIC
y

dID
y

dIE
y

dIF
y

dIG
y

dIH
y

dII
y

dIJ
y

dIK
y

dIL
y

dIM
y

dIN
y

dIO
y

dIP
y

dIQ
y

dIR
y

dIS
y

dIT
y

dIU
y

dIV
y

dIW
y

dIX
y

dIY
y

dIZ
y

dI0
y

dI1
y

dI2
y

dI3
y

dI4
y

dI5
y

dI6
y

dI7
y

dI8
y

dI9
y

dI_
y

dI.
y

dJa
y

dJb
y

dJc
y

dJd
y

dJe
y

dJf
y

dJg
y

dJh
y

dJi
y

dJj
y

dJk
y

dJl
y

dJm
y

dJn
y

dJo
y

dJp
y

dJq
y

dJr
y

dJs
y

dJt
y

dJu
y

dJv
y

dJw
y

dJx
y

dJy
y

dJz
y

dJA
y

dJB
y

dJC
y

dJD
y

dJE
y

dJF
y

dJG
y

dJH
y

dJI
y

dJJ
y

dJK
y

dJL
y

dJM
y

dJN
y

dJO
y

dJP
y

dJQ
y

dJR
y

dJS
y

dJT
y

dJU
y

dJV
y

dJW
y

dJX
y

dJY
y

dJZ
y

dJ0
y

dJ1
y

dJ2
y

dJ3
y

dJ4
y

dJ5
y

dJ6
y

dJ7
y

dJ8
y

dJ9
y

dJ_
y

dJ.
y

dKa
y

dKb
y

dKc
y

dKd
y

dKe
y

dKf
y

dKg
y

dKh
y

dKi
y

dKj
y

dKk
y

dKl
y

dKm
y

dKn
y

dKo
y

dKp
y

dKq
y

dKr
y

dKs
y

dKt
y

dKu
y

dKv
y

dKw
y

dKx
y

dKy
y

dKz
y

dKA
y

dKB
y

dKC
y

dKD
y

dKE
y

dKF
y

dKG
y

dKH
y

dKI
y

dKJ
y

dKK
y

dKL
y

dKM
y

dKN
y

dKO
y

dKP
y

dKQ
y

dKR
y

dKS
y

dKT
y

dKU
y

dKV
y

dKW
y

dKX
y

dKY
y

dKZ
y

dK0
y

dK1
y

dK2
y

dK3
y

dK4
y

dK5
y

dK6
y

dK7
y

dK8
y

dK9
y

dK_
y

dK.
y

dLa
y

dLb
y

dLc
y

dLd
y

dLe
y

dLf
y

dLg
y

dLh
y

dLi
y

dLj
y

dLk
y

dLl
y

dLm
y

dLn
y

dLo
y

dLp
y

dLq
y

dLr
y

dLs
y

dLt
y

dLu
y

dLv
y

dLw
y

dLx
y

dLy
y

dLz
y

dLA
y

dLB
y

dLC
y

dLD
y

dLE
y

dLF
y

dLG
y

dLH
y

dLI
y

dLJ
y

dLK
y

dLL
y

dLM
y

dLN
y

dLO
y

dLP
y

dLQ
y

dLR
y

dLS
y

dLT
y

dLU
y

dLV
y

dLW
y

dLX
y

dLY
y

dLZ
y

dL0
y

dL1
y

dL2
y

dL3
y

dL4
y

dL5
y

dL6
y

dL7
y

dL8
y

dL9
y

dL_
y

dL.
y

dMa
y

dMb
y

dMc
y

dMd
y

dMe
y

dMf
y

dMg
y

dMh
y

dMi
y

dMj
y

dMk
y

dMl
y

dMm
y

dMn
y

dMo
y

dMp
y

dMq
y

dMr
y

dMs
y

dMt
y

dMu
y

dMv
y

dMw
y

dMx
y

dMy
y

dMz
y

dMA
y

dMB
y

dMC
y

dMD
y

dME
y

dMF
y

dMG
y

dMH
y

dMI
y

dMJ
y

dMK
y

dML
y

dMM
y

dMN
y

dMO
y

dMP
y

dMQ
y

dMR
y

dMS
y

dMT
y

dMU
y

dMV
y

dMW
y

dMX
y

dMY
y

dMZ
y

dM0
y

dM1
y

dM2
y

dM3
y

dM4
y

dM5
y

dM6
y

dM7
y

dM8
y

dM9
y

dM_
y

dM.
y

dNa
y

dNb
y

dNc
y

dNd
y

dNe
y

dNf
y

dNg
y

dNh
y

dNi
y

dNj
y

dNk
y

dNl
y

dNm
y

dNn
y

dNo
y

dNp
y

dNq
y

dNr
y

dNs
y

dNt
y

dNu
y

dNv
y

dNw
y

dNx
y

dNy
y

dNz
y

dNA
y

dNB
y

dNC
y

dND
y

dNE
y

dNF
y

dNG
y

dNH
y

dNI
y

dNJ
y

dNK
y

dNL
y

dNM
y

dNN
y

dNO
y

dNP
y

dNQ
y

dNR
y

dNS
y

dNT
y

dNU
y

dNV
y

dNW
y

dNX
y

dNY
y

dNZ
y

dN0
y

dN1
y

dN2
y

dN3
y

dN4
y

dN5
y

dN6
y

dN7
y

dN8
y

dN9
y

dN_
y

dN.
y

dOa
y

dOb
y

dOc
y

dOd
y

dOe
y

dOf
y

dOg
y

dOh
y

dOi
y

dOj
y

dOk
y

dOl
y

dOm
y

dOn
y

dOo
y

dOp
y

dOq
y

dOr
y

dOs
y

dOt
y

dOu
y

dOv
y

dOw
y

dOx
y

dOy
y

dOz
y

dOA
y

dOB
y

dOC
y

dOD
y

dOE
y

dOF
y

dOG
y

dOH
y

dOI
y

dOJ
y

dOK
y

dOL
y

dOM
y

dON
y

dOO
y

dOP
y

dOQ
y

dOR
y

dOS
y

dOT
y

dOU
y

dOV
y

dOW
y

dOX
y

dOY
y

dOZ
y

dO0
y

dO1
y

dO2
y

dO3
y

dO4
y

dO5
y

dO6
y

dO7
y

dO8
y

dO9
y

dO_
y

dO.
y

dPa
y

dPb
y

dPc
y

dPd
y

dPe
y

dPf
y

dPg
y

dPh
y

dPi
y

dPj
y

dPk
y

dPl
y

dPm
y

dPn
y

dPo
y

dPp
y

dPq
y

dPr
y

dPs
y

dPt
y

dPu
y

dPv
y

dPw
y

dPx
y

dPy
y

dPz
y

dPA
y

dPB
y

dPC
y

dPD
y

dPE
y

dPF
y

dPG
y

dPH
y

dPI
y

dPJ
y

dPK
y

dPL
y

dPM
y

dPN
y

dPO
y

dPP
y

dPQ
y

dPR
y

dPS
y

dPT
y

dPU
y

dPV
y

dPW
y

dPX
y

dPY
y

dPZ
y

dP0
y

dP1
y

dP2
y

dP3
y

dP4
y

dP5
y

dP6
y

dP7
y

dP8
y

dP9
y

dP_
y

dP.
y

dQa
y

dQb
y

dQc
y

dQd
y

dQe
y

dQf
y

dQg
y

dQh
y

dQi
y

dQj
y

dQk
y

dQl
y

dQm
y

dQn
y

dQo
y

dQp
y

dQq
y

dQr
y

dQs
y

dQt
y

dQu
y

dQv
y

dQw
y

dQx
y

dQy
y

dQz
y

dQA
y

dQB
y

dQC
y

dQD
y

dQE
y

dQF
y

dQG
y

dQH
y

dQI
y

dQJ
y

dQK
y

dQL
y

dQM
y

dQN
y

dQO
y

dQP
y

dQQ
y

dQR
y

dQS
y

dQT
y

dQU
y

dQV
y

dQW
y

dQX
y

dQY
y

dQZ
y

dQ0
y

dQ1
y

dQ2
y

dQ3
y

dQ4
y

dQ5
y

dQ6
y

dQ7
y

dQ8
y

dQ9
y

dQ_
y

dQ.
y

dRa
y

dRb
y

dRc
y

dRd
y

dRe
y

dRf
y

dRg
y

dRh
y

dRi
y

dRj
y

dRk
y

dRl
y

dRm
y

dRn
y

dRo
y

dRp
y

dRq
y

dRr
y

dRs
y

dRt
y

dRu
y

dRv
y

dRw
y

dRx
y

dRy
y

dRz
y

dRA
y

dRB
y

dRC
y

dRD
y

dRE
y

dRF
y

dRG
y

dRH
y

dRI
y

dRJ
y

dRK
y

dRL
y

dRM
y

dRN
y

dRO
y

dRP
y

dRQ
y

dRR
y

dRS
y

dRT
y

dRU
y

dRV
y

dRW
y

dRX
y

dRY
y

dRZ
y

dR0
y

dR1
y

dR2
y

dR3
y

dR4
y

dR5
y

dR6
y

dR7
y

dR8
y

dR9
y

dR_
y

dR.
y

dSa
y

dSb
y

dSc
y

dSd
y

dSe
y

dSf
y

dSg
y

dSh
y

dSi
y

dSj
y

dSk
y

dSl
y

dSm
y

dSn
y

dSo
y

dSp
y

dSq
y

dSr
y

dSs
y

dSt
y

dSu
y

dSv
y

dSw
y

dSx
y

dSy
y

dSz
y

dSA
y

dSB
y

dSC
y

dSD
y

dSE
y

dSF
y

dSG
y

dSH
y

dSI
y

dSJ
y

dSK
y

dSL
y

dSM
y

dSN
y

dSO
y

dSP
y

dSQ
y

dSR
y

dSS
y

dST
y

dSU
y

dSV
y

dSW
y

dSX
y

dSY
y

dSZ
y

dS0
y

dS1
y

dS2
y

dS3
y

dS4
y

dS5
y

dS6
y

dS7
y

dS8
y

dS9
y

dS_
y

dS.
y

dTa
y

dTb
y

dTc
y

dTd
y

dTe
y

dTf
y

dTg
y

dTh
y

dTi
y

dTj
y

dTk
y

dTl
y

dTm
y

dTn
y

dTo
y

dTp
y

dTq
y

dTr
y

dTs
y

dTt
y

dTu
y

dTv
y

dTw
y

dTx
y

dTy
y

dTz
y

dTA
y

dTB
y

dTC
y

dTD
y

dTE
y

dTF
y

dTG
y

dTH
y

dTI
y

dTJ
y

dTK
y

dTL
y

dTM
y

dTN
y

dTO
y

dTP
y

dTQ
y

dTR
y

dTS
y

dTT
y

dTU
y

dTV
y

dTW
y

dTX
y

dTY
y

dTZ
y

dT0
y

dT1
y

dT2
y

dT3
y

dT4
y

dT5
y

dT6
y

dT7
y

dT8
y

dT9
y

dT_
y

dT.
y

dUa
y

dUb
y

dUc
y

dUd
y

dUe
y

dUf
y

dUg
y

dUh
y

dUi
y

dUj
y

dUk
y

dUl
y

dUm
y

dUn
y

dUo
y

dUp
y

dUq
y

dUr
y

dUs
y

dUt
y

dUu
y

dUv
y

dUw
y

dUx
y

dUy
y

dUz
y

dUA
y

dUB
y

dUC
y

dUD
y

dUE
y

dUF
y

dUG
y

dUH
y

dUI
y

dUJ
y

dUK
y

dUL
y

dUM
y

dUN
y

dUO
y

dUP
y

dUQ
y

dUR
y

dUS
y

dUT
y

dUU
y

dUV
y

dUW
y

dUX
y

dUY
y

dUZ
y

dU0
y

dU1
y

dU2
y

dU3
y

dU4
y

dU5
y

dU6
y

dU7
y

dU8
y

dU9
y

dU_
y

dU.
y

dVa
y

dVb
y

dVc
y

dVd
y

dVe
y

dVf
y

dVg
y

dVh
y

dVi
y

dVj
y

dVk
y

dVl
y

dVm
y

dVn
y

dVo
y

dVp
y

dVq
y

dVr
y

dVs
y

dVt
y

dVu
y

dVv
y

dVw
y

dVx
y

dVy
y

dVz
y

dVA
y

dVB
y

dVC
y

dVD
y

dVE
y

dVF
y

dVG
y

dVH
y

dVI
y

dVJ
y

dVK
y

dVL
y

dVM
y

dVN
y

dVO
y

dVP
y

dVQ
y

dVR
y

dVS
y

dVT
y

dVU
y

dVV
y

dVW
y

dVX
y

dVY
y

dVZ
y

dV0
y

dV1
y

dV2
y

dV3
y

dV4
y

dV5
y

dV6
y

dV7
y

dV8
y

dV9
y

dV_
y

dV.
y

dWa
y

dWb
y

dWc
y

dWd
y

dWe
y

dWf
y

dWg
y

dWh
y

dWi
y

dWj
y

dWk
y

dWl
y

dWm
y

dWn
y

dWo
y

dWp
y

dWq
y

dWr
y

dWs
y

dWt
y

dWu
y

dWv
y

dWw
y

dWx
y

dWy
y

dWz
y

dWA
y

dWB
y

dWC
y

dWD
y

dWE
y

dWF
y

dWG
y

dWH
y

dWI
y

dWJ
y

dWK
y

dWL
y

dWM
y

dWN
y

dWO
y

dWP
y

dWQ
y

dWR
y

dWS
y

dWT
y

dWU
y

dWV
y

dWW
y

dWX
y

dWY
y

dWZ
y

dW0
y

dW1
y

dW2
y

dW3
y

dW4
y

dW5
y

dW6
y

dW7
y

dW8
y

dW9
y

dW_
y

dW.
y

dXa
y

dXb
y

dXc
y

dXd
y

dXe
y

dXf
y

dXg
y

dXh
y

dXi
y

dXj
y

dXk
y

dXl
y

dXm
y

dXn
y

dXo
y

dXp
y

dXq
y

dXr
y

dXs
y

dXt
y

dXu
y

dXv
y

dXw
y

dXx
y

dXy
y

dXz
y

dXA
y

dXB
y

dXC
y

dXD
y

dXE
y

dXF
y

dXG
y

dXH
y

dXI
y

dXJ
y

dXK
y

dXL
y

dXM
y

dXN
y

dXO
y

dXP
y

dXQ
y

dXR
y

dXS
y

dXT
y

dXU
y

dXV
y

dXW
y

dXX
y

dXY
y

dXZ
y

dX0
y

dX1
y

dX2
y

dX3
y

dX4
y

dX5
y

dX6
y

dX7
y

dX8
y

dX9
y

dX_
y

dX.
y

dYa
y

dYb
y

dYc
y

dYd
y

dYe
y

dYf
y

dYg
y

dYh
y

dYi
y

dYj
y

dYk
y

dYl
y

dYm
y

dYn
y

dYo
y

dYp
y

dYq
y

dYr
y

dYs
y

dYt
y

dYu
y

dYv
y

dYw
y

dYx
y

dYy
y

dYz
y

dYA
y

dYB
y

dYC
y

dYD
y

dYE
y

dYF
y

dYG
y

dYH
y

dYI
y

dYJ
y

dYK
y

dYL
y

dYM
y

dYN
y

dYO
y

dYP
y

dYQ
y

dYR
y

dYS
y

dYT
y

dYU
y

dYV
y

dYW
y

dYX
y

dYY
y

dYZ
y

dY0
y

dY1
y

dY2
y

dY3
y

dY4
y

dY5
y

dY6
y

dY7
y

dY8
y

dY9
y

dY_
y

dY.
y

dZa
y

dZb
y

dZc
y

dZd
y

dZe
y

dZf
y

dZg
y

dZh
y

dZi
y

dZj
y

dZk
y

dZl
y

dZm
y

dZn
y

dZo
y

dZp
y

dZq
y

dZr
y

dZs
y

dZt
y

dZu
y

dZv
y

dZw
y

dZx
y

dZy
y

dZz
y

dZA
y

dZB
y

dZC
y

dZD
y

dZE
y

dZF
y

dZG
y

dZH
y

dZI
y

dZJ
y

dZK
y

dZL
y

dZM
y

dZN
y

dZO
y

dZP
y

dZQ
y

dZR
y

dZS
y

dZT
y

dZU
y

dZV
y

dZW
y

dZX
y

dZY
y

dZZ
y

dZ0
y

dZ1
y

dZ2
y

dZ3
y

dZ4
y

dZ5
y

dZ6
y

dZ7
y

dZ8
y

dZ9
y

dZ_
y

dZ.
y

d0a
y

d0b
y

d0c
y

d0d
y

d0e
y

d0f
y

d0g
y

d0h
y

d0i
y

d0j
y

d0k
y

d0l
y

d0m
y

d0n
y

d0o
y

d0p
y

d0q
y

d0r
y

d0s
y

d0t
y

d0u
y

d0v
y

d0w
y

d0x
y

d0y
y

d0z
y

d0A
y

d0B
y

d0C
y

d0D
y

d0E
y

d0F
y

d0G
y

d0H
y

d0I
y

d0J
y

d0K
y

d0L
y

d0M
y

d0N
y

d0O
y

d0P
y

d0Q
y

d0R
y

d0S
y

d0T
y

d0U
y

d0V
y

d0W
y

d0X
y

d0Y
y

d0Z
y

d00
y

d01
y

d02
y

d03
y

d04
y

d05
y

d06
y

d07
y

d08
y

d09
y

d0_
y

d0.
y

d1a
y

d1b
y

d1c
y

d1d
y

d1e
y

d1f
y

d1g
y

d1h
y

d1i
y

d1j
y

d1k
y

d1l
y

d1m
y

d1n
y

d1o
y

d1p
y

d1q
y

d1r
y

d1s
y

d1t
y

d1u
y

d1v
y

d1w
y

d1x
y

d1y
y

d1z
y

d1A
y

d1B
y

d1C
y

d1D
y

d1E
y

d1F
y

d1G
y

d1H
y

d1I
y

d1J
y

d1K
y

d1L
y

d1M
y

d1N
y

d1O
y

d1P
y

d1Q
y

d1R
y

d1S
y

d1T
y

d1U
y

d1V
y

d1W
y

d1X
y

d1Y
y

d1Z
y

d10
y

d11
y

d12
y

d13
y

d14
y

d15
y

d16
y

d17
y

d18
y

d19
y

d1_
y

d1.
y

d2a
y

d2b
y

d2c
y

d2d
y

d2e
y

d2f
y

d2g
y

d2h
y

d2i
y

d2j
y

d2k
y

d2l
y

d2m
y

d2n
y

d2o
y

d2p
y

d2q
y

d2r
y

d2s
y

d2t
y

d2u
y

d2v
y

d2w
y

d2x
y

d2y
y

d2z
y

d2A
y

d2B
y

d2C
y

d2D
y

d2E
y

d2F
y

d2G
y

d2H
y

d2I
y

d2J
y

d2K
y

d2L
y

d2M
y

d2N
y

d2O
y

d2P
y

d2Q
y

d2R
y

d2S
y

d2T
y

d2U
y

d2V
y

d2W
y

d2X
y

d2Y
y

d2Z
y

d20
y

d21
y

d22
y

d23
y

d24
y

d25
y

d26
y

d27
y

d28
y

d29
y

d2_
y

d2.
y

d3a
y

d3b
y

d3c
y

d3d
y

d3e
y

d3f
y

d3g
y

d3h
y

d3i
y

d3j
y

d3k
y

d3l
y

d3m
y

d3n
y

d3o
y

d3p
y

d3q
y

d3r
y

d3s
y

d3t
y

d3u
y

d3v
y

d3w
y

d3x
y

d3y
y

d3z
y

d3A
y

d3B
y

d3C
y

d3D
y

d3E
y

d3F
y

d3G
y

d3H
y

d3I
y

d3J
y

d3K
y

d3L
y

d3M
y

d3N
y

d3O
y

d3P
y

d3Q
y

d3R
y

d3S
y

d3T
y

d3U
y

d3V
y

d3W
y

d3X
y

d3Y
y

d3Z
y

d30
y

d31
y

d32
y

d33
y

d34
y

d35
y

d36
y

d37
y

d38
y

d39
y

d3_
y

d3.
y

d4a
y

d4b
y

d4c
y

d4d
y

d4e
y

d4f
y

d4g
y

d4h
y

d4i
y

d4j
y

d4k
y

d4l
y

d4m
y

d4n
y

d4o
y

d4p
y

d4q
y

d4r
y

d4s
y

d4t
y

d4u
y

d4v
y

d4w
y

d4x
y

d4y
y

d4z
y

d4A
y

d4B
y

d4C
y

d4D
y

d4E
y

d4F
y

d4G
y

d4H
y

d4I
y

d4J
y

d4K
y

d4L
y

d4M
y

d4N
y

d4O
y

d4P
y

d4Q
y

d4R
y

d4S
y

d4T
y

d4U
y

d4V
y

d4W
y

d4X
y

d4Y
y

d4Z
y

d40
y

d41
y

d42
y

d43
y

d44
y

d45
y

d46
y

d47
y

d48
y

d49
y

d4_
y

d4.
y

d5a
y

d5b
y

d5c
y

d5d
y

d5e
y

d5f
y

d5g
y

d5h
y

d5i
y

d5j
y

d5k
y

d5l
y

d5m
y

d5n
y

d5o
y

d5p
y

d5q
y

d5r
y

d5s
y

d5t
y

d5u
y

d5v
y

d5w
y

d5x
y

d5y
y

d5z
y

d5A
y

d5B
y

d5C
y

d5D
y

d5E
y

d5F
y

d5G
y

d5H
y

d5I
y

d5J
y

d5K
y

d5L
y

d5M
y

d5N
y

d5O
y

d5P
y

d5Q
y

d5R
y

d5S
y

d5T
y

d5U
y

d5V
y

d5W
y

d5X
y

d5Y
y

d5Z
y

d50
y

d51
y

d52
y

d53
y

d54
y

d55
y

d56
y

d57
y

d58
y

d59
y

d5_
y

d5.
y

d6a
y

d6b
y

d6c
y

d6d
y

d6e
y

d6f
y

d6g
y

d6h
y

d6i
y

d6j
y

d6k
y

d6l
y

d6m
y

d6n
y

d6o
y

d6p
y

d6q
y

d6r
y

d6s
y

d6t
y

d6u
y

d6v
y

d6w
y

d6x
y

d6y
y

d6z
y

d6A
y

d6B
y

d6C
y

d6D
y

d6E
y

d6F
y

d6G
y

d6H
y

d6I
y

d6J
y

d6K
y

d6L
y

d6M
y

d6N
y

d6O
y

d6P
y

d6Q
y

d6R
y

d6S
y

d6T
y

d6U
y

d6V
y

d6W
y

d6X
y

d6Y
y

d6Z
y

d60
y

d61
y

d62
y

d63
y

d64
y

d65
y

d66
y

d67
y

d68
y

d69
y

d6_
y

d6.
y

d7a
y

d7b
y

d7c
y

d7d
y

d7e
y

d7f
y

d7g
y

d7h
y

d7i
y

d7j
y

d7k
y

d7l
y

d7m
y

d7n
y

d7o
y

d7p
y

d7q
y

d7r
y

d7s
y

d7t
y

d7u
y

d7v
y

d7w
y

d7x
y

d7y
y

d7z
y

d7A
y

d7B
y

d7C
y

d7D
y

d7E
y

d7F
y

d7G
y

d7H
y

d7I
y

d7J
y

d7K
y

d7L
y

d7M
y

d7N
y

d7O
y

d7P
y

d7Q
y

d7R
y

d7S
y

d7T
y

d7U
y

d7V
y

d7W
y

d7X
y

d7Y
y

d7Z
y

d70
y

d71
y

d72
y

d73
y

d74
y

d75
y

d76
y

d77
y

d78
y

d79
y

d7_
y

d7.
y

d8a
y

d8b
y

d8c
y

d8d
y

d8e
y

d8f
y

d8g
y

d8h
y

d8i
y

d8j
y

d8k
y

d8l
y

d8m
y

d8n
y

d8o
y

d8p
y

d8q
y

d8r
y

d8s
y

d8t
y

d8u
y

d8v
y

d8w
y

d8x
y

d8y
y

d8z
y

d8A
y

d8B
y

d8C
y

d8D
y

d8E
y

d8F
y

d8G
y

d8H
y

d8I
y

d8J
y

d8K
y

d8L
y

d8M
y

d8N
y

d8O
y

d8P
y

d8Q
y

d8R
y

d8S
y

d8T
y

d8U
y

d8V
y

d8W
y

d8X
y

d8Y
y

d8Z
y

d80
y

d81
y

d82
y

d83
y

d84
y

d85
y

d86
y

d87
y

d88
y

d89
y

d8_
y

d8.
y

d9a
y

d9b
y

d9c
y

d9d
y

d9e
y

d9f
y

d9g
y

d9h
y

d9i
y

d9j
y

d9k
y

d9l
y

d9m
y

d9n
y

d9o
y

d9p
y

d9q
y

d9r
y

d9s
y

d9t
y

d9u
y

d9v
y

d9w
y

d9x
y

d9y
y

d9z
y

d9A
y

d9B
y

d9C
y

d9D
y

d9E
y

d9F
y

d9G
y

d9H
y

d9I
y

d9J
y

d9K
y

d9L
y

d9M
y

d9N
y

d9O
y

d9P
y

d9Q
y

d9R
y

d9S
y

d9T
y

d9U
y

d9V
y

d9W
y

d9X
y

d9Y
y

d9Z
y

d90
y

d91
y

d92
y

d93
y

d94
y

d95
y

d96
y

d97
y

d98
y

d99
y

d9_
y

d9.
y

d_a
y

d_b
y

d_c
y

d_d
y

d_e
y

d_f
y

d_g
y

d_h
y

d_i
y

d_j
y

d_k
y

d_l
y

d_m
y

d_n
y

d_o
y

d_p
y

d_q
y

d_r
y

d_s
y

d_t
y

d_u
y

d_v
y

d_w
y

d_x
y

d_y
y

d_z
y

d_A
y

d_B
y

d_C
y

d_D
y

d_E
y

d_F
y

d_G
y

d_H
y

d_I
y

d_J
y

d_K
y

d_L
y

d_M
y

d_N
y

d_O
y

d_P
y

d_Q
y

d_R
y

d_S
y

d_T
y

d_U
y

d_V
y

d_W
y

d_X
y

d_Y
y

d_Z
y

d_0
y

d_1
y

d_2
y

d_3
y

d_4
y

d_5
y

d_6
y

d_7
y

d_8
y

d_9
y

d__
y

d_.
y

d.a
y

d.b
y

d.c
y

d.d
y

d.e
y

d.f
y

d.g
y

d.h
y

d.i
y

d.j
y

d.k
y

d.l
y

d.m
y

d.n
y

d.o
y

d.p
y

d.q
y

d.r
y

d.s
y

d.t
y

d.u
y

d.v
y

d.w
y

d.x
y

d.y
y

d.z
y

d.A
y

d.B
y

d.C
y

d.D
y

d.E
y

d.F
y

d.G
y

d.H
y

d.I
y

d.J
y

d.K
y

d.L
y

d.M
y

d.N
y

d.O
y

d.P
y

d.Q
y

d.R
y

d.S
y

d.T
y

d.U
y

d.V
y

d.W
y

d.X
y

d.Y
y

d.Z
y

d.0
y

d.1
y

d.2
y

d.3
y

d.4
y

d.5
y

d.6
y

d.7
y

d.8
y

d.9
y

d._
y

d..
y

eaa
y

eab
y

eac
y

ead
y

eae
y

eaf
y

eag
y

eah
y

eai
y

eaj
y

eak
y

eal
y

eam
y

ean
y

eao
y

eap
y

eaq
y

ear
y

eas
y

eat
y

eau
y

eav
y

eaw
y

eax
y

eay
y

eaz
y

eaA
y

eaB
y

eaC
y

eaD
y

eaE
y

eaF
y

eaG
y

eaH
y

eaI
y

eaJ
y

eaK
y

eaL
y

eaM
y

eaN
y

eaO
y

eaP
y

eaQ
y

eaR
y

eaS
y

eaT
y

eaU
y

eaV
y

eaW
y

eaX
y

eaY
y

eaZ
y

ea0
y

ea1
y

ea2
y

ea3
y

ea4
y

ea5
y

ea6
y

ea7
y

ea8
y

ea9
y

ea_
y

ea.
y

eba
y

ebb
y

ebc
y

ebd
y

ebe
y

ebf
y

ebg
y

ebh
y

ebi
y

ebj
y

ebk
y

ebl
y

ebm
y

ebn
y

ebo
y

ebp
y

ebq
y

ebr
y

ebs
y

ebt
y

ebu
y

ebv
y

ebw
y

ebx
y

eby
y

ebz
y

ebA
y

ebB
y

ebC
y

ebD
y

ebE
y

ebF
y

ebG
y

ebH
y

ebI
y

ebJ
y

ebK
y

ebL
y

ebM
y

ebN
y

ebO
y

ebP
y

ebQ
y

ebR
y

ebS
y

ebT
y

ebU
y

ebV
y

ebW
y

ebX
y

ebY
y

ebZ
y

eb0
y

eb1
y

eb2
y

eb3
y

eb4
y

eb5
y

eb6
y

eb7
y

eb8
y

eb9
y

eb_
y

eb.
y

eca
y

ecb
y

ecc
y

ecd
y

ece
y

ecf
y

ecg
y

ech
y

eci
y

ecj
y

eck
y

ecl
y

ecm
y

ecn
y

eco
y

ecp
y

ecq
y

ecr
y

ecs
y

ect
y

ecu
y

ecv
y

ecw
y

ecx
y

ecy
y

ecz
y

ecA
y

ecB
y

ecC
y

ecD
y

ecE
y

ecF
y

ecG
y

ecH
y

ecI
y

ecJ
y

ecK
y

ecL
y

ecM
y

ecN
y

ecO
y

ecP
y

ecQ
y

ecR
y

ecS
y

ecT
y

ecU
y

ecV
y

ecW
y

ecX
y

ecY
y

ecZ
y

ec0
y

ec1
y

ec2
y

ec3
y

ec4
y

ec5
y

ec6
y

ec7
y

ec8
y

ec9
y

ec_
y

ec.
y

eda
y

edb
y

edc
y

edd
y

ede
y

edf
y

edg
y

edh
y

edi
y

edj
y

edk
y

edl
y

edm
y

edn
y

edo
y

edp
y

edq
y

edr
y

eds
y

edt
y

edu
y

edv
y

edw
y

edx
y

edy
y

edz
y

edA
y

edB
y

edC
y

edD
y

edE
y

edF
y

edG
y

edH
y

edI
y

edJ
y

edK
y

edL
y

edM
y

edN
y

edO
y

edP
y

edQ
y

edR
y

edS
y

edT
y

edU
y

edV
y

edW
y

edX
y

edY
y

edZ
y

ed0
y

ed1
y

ed2
y

ed3
y

ed4
y

ed5
y

ed6
y

ed7
y

ed8
y

ed9
y

ed_
y

ed.
y

eea
y

eeb
y

eec
y

eed
y

eee
y

eef
y

eeg
y

eeh
y

eei
y

eej
y

eek
y

eel
y

eem
y

een
y

eeo
y

eep
y

eeq
y

eer
y

ees
y

eet
y

eeu
y

eev
y

eew
y

eex
y

eey
y

eez
y

eeA
y

eeB
y

eeC
y

eeD
y

eeE
y

eeF
y

eeG
y

eeH
y

eeI
y

eeJ
y

eeK
y

eeL
y

eeM
y

eeN
y

eeO
y

eeP
y

eeQ
y

eeR
y

eeS
y

eeT
y

eeU
y

eeV
y

eeW
y

eeX
y

eeY
y

eeZ
y

ee0
y

ee1
y

ee2
y

ee3
y

ee4
y

ee5
y

ee6
y

ee7
y

ee8
y

ee9
y

ee_
y

ee.
y

efa
y

efb
y

efc
y

efd
y

efe
y

eff
y

efg
y

efh
y

efi
y

efj
y

efk
y

efl
y

efm
y

efn
y

efo
y

efp
y

efq
y

efr
y

efs
y

eft
y

efu
y

efv
y

efw
y

efx
y

efy
y

efz
y

efA
y

efB
y

efC
y

efD
y

efE
y

efF
y

efG
y

efH
y

efI
y

efJ
y

efK
y

efL
y

efM
y

efN
y

efO
y

efP
y

efQ
y

efR
y

efS
y

efT
y

efU
y

efV
y

efW
y

efX
y

efY
y

efZ
y

ef0
y

ef1
y

ef2
y

ef3
y

ef4
y

ef5
y

ef6
y

ef7
y

ef8
y

ef9
y

ef_
y

ef.
y

ega
y

egb
y

egc
y

egd
y

ege
y

egf
y

egg
y

egh
y

egi
y

egj
y

egk
y

egl
y

egm
y

egn
y

ego
y

egp
y

egq
y

egr
y

egs
y

egt
y

egu
y

egv
y

egw
y

egx
y

egy
y

egz
y

egA
y

egB
y

egC
y

egD
y

egE
y

egF
y

egG
y

egH
y

egI
y

egJ
y

egK
y

egL
y

egM
y

egN
y

egO
y

egP
y

egQ
y

egR
y

egS
y

egT
y

egU
y

egV
y

egW
y

egX
y

egY
y

egZ
y

eg0
y

eg1
y

eg2
y

eg3
y

eg4
y

eg5
y

eg6
y

eg7
y

eg8
y

eg9
y

eg_
y

eg.
y

eha
y

ehb
y

ehc
y

ehd
y

ehe
y

ehf
y

ehg
y

ehh
y

ehi
y

ehj
y

ehk
y

ehl
y

ehm
y

ehn
y

eho
y

ehp
y

ehq
y

ehr
y

ehs
y

eht
y

ehu
y

ehv
y

ehw
y

ehx
y

ehy
y

ehz
y

ehA
y

ehB
y

ehC
y

ehD
y

ehE
y

ehF
y

ehG
y

ehH
y

ehI
y

ehJ
y

ehK
y

ehL
y

ehM
y

ehN
y

ehO
y

ehP
y

ehQ
y

ehR
y

ehS
y

ehT
y

ehU
y

ehV
y

ehW
y

ehX
y

ehY
y

ehZ
y

eh0
y

eh1
y

eh2
y

eh3
y

eh4
y

eh5
y

eh6
y

eh7
y

eh8
y

eh9
y

eh_
y

eh.
y

eia
y

eib
y

eic
y

eid
y

eie
y

eif
y

eig
y

eih
y

eii
y

eij
y

eik
y

eil
y

eim
y

ein
y

eio
y

eip
y

eiq
y

eir
y

eis
y

eit
y

eiu
y

eiv
y

eiw
y

eix
y

eiy
y

eiz
y

eiA
y

eiB
y

eiC
y

eiD
y

eiE
y

eiF
y

eiG
y

eiH
y

eiI
y

eiJ
y

eiK
y

eiL
y

eiM
y

eiN
y

eiO
y

eiP
y

eiQ
y

eiR
y

eiS
y

eiT
y

eiU
y

eiV
y

eiW
y

eiX
y

eiY
y

eiZ
y

ei0
y

ei1
y

ei2
y

ei3
y

ei4
y

ei5
y

ei6
y

ei7
y

ei8
y

ei9
y

ei_
y

ei.
y

eja
y

ejb
y

ejc
y

ejd
y

eje
y

ejf
y

ejg
y

ejh
y

eji
y

ejj
y

ejk
y

ejl
y

ejm
y

ejn
y

ejo
y

ejp
y

ejq
y

ejr
y

ejs
y

ejt
y

eju
y

ejv
y

ejw
y

ejx
y

ejy
y

ejz
y

ejA
y

ejB
y

ejC
y

ejD
y

ejE
y

ejF
y

ejG
y

ejH
y

ejI
y

ejJ
y

ejK
y

ejL
y

ejM
y

ejN
y

ejO
y

ejP
y

ejQ
y

ejR
y

ejS
y

ejT
y

ejU
y

ejV
y

ejW
y

ejX
y

ejY
y

ejZ
y

ej0
y

ej1
y

ej2
y

ej3
y

ej4
y

ej5
y

ej6
y

ej7
y

ej8
y

ej9
y

ej_
y

ej.
y

eka
y

ekb
y

ekc
y

ekd
y

eke
y

ekf
y

ekg
y

ekh
y

eki
y

ekj
y

ekk
y

ekl
y

ekm
y

ekn
y

eko
y

ekp
y

ekq
y

ekr
y

eks
y

ekt
y

eku
y

ekv
y

ekw
y

ekx
y

eky
y

ekz
y

ekA
y

ekB
y

ekC
y

ekD
y

ekE
y

ekF
y

ekG
y

ekH
y

ekI
y

ekJ
y

ekK
y

ekL
y

ekM
y

ekN
y

ekO
y

ekP
y

ekQ
y

ekR
y

ekS
y

ekT
y

ekU
y

ekV
y

ekW
y

ekX
y

ekY
y

ekZ
y

ek0
y

ek1
y

ek2
y

ek3
y

ek4
y

ek5
y

ek6
y

ek7
y

ek8
y

ek9
y

ek_
y

ek.
y

ela
y

elb
y

elc
y

eld
y

ele
y

elf
y

elg
y

elh
y

eli
y

elj
y

elk
y

ell
y

elm
y

eln
y

elo
y

elp
y

elq
y

elr
y

els
y

elt
y

elu
y

elv
y

elw
y

elx
y

ely
y

elz
y

elA
y

elB
y

elC
y

elD
y

elE
y

elF
y

elG
y

elH
y

elI
y

elJ
y

elK
y

elL
y

elM
y

elN
y

elO
y

elP
y

elQ
y

elR
y

elS
y

elT
y

elU
y

elV
y

elW
y

elX
y

elY
y

elZ
y

el0
y

el1
y

el2
y

el3
y

el4
y

el5
y

el6
y

el7
y

el8
y

el9
y

el_
y

el.
y

ema
y

emb
y

emc
y

emd
y

eme
y

emf
y

emg
y

emh
y

emi
y

emj
y

emk
y

eml
y

emm
y

emn
y

emo
y

emp
y

emq
y

emr
y

ems
y

emt
y

emu
y

emv
y

emw
y

emx
y

emy
y

emz
y

emA
y

emB
y

emC
y

emD
y

emE
y

emF
y

emG
y

emH
y

emI
y

emJ
y

emK
y

emL
y

emM
y

emN
y

emO
y

emP
y

emQ
y

emR
y

emS
y

emT
y

emU
y

emV
y

emW
y

emX
y

emY
y

emZ
y

em0
y

em1
y

em2
y

em3
y

em4
y

em5
y

em6
y

em7
y

em8
y

em9
y

em_
y

em.
y

ena
y

enb
y

enc
y

end
y

ene
y

enf
y

eng
y

enh
y

eni
y

enj
y

enk
y

enl
y

enm
y

enn
y

eno
y

enp
y

enq
y

enr
y

ens
y

ent
y

enu
y

env
y

enw
y

enx
y

eny
y

enz
y

enA
y

enB
y

enC
y

enD
y

enE
y

enF
y

enG
y

enH
y

enI
y

enJ
y

enK
y

enL
y

enM
y

enN
y

enO
y

enP
y

enQ
y

enR
y

enS
y

enT
y

enU
y

enV
y

enW
y

enX
y

enY
y

enZ
y

en0
y

en1
y

en2
y

en3
y

en4
y

en5
y

en6
y

en7
y

en8
y

en9
y

en_
y

en.
y

eoa
y

eob
y

eoc
y

eod
y

eoe
y

eof
y

eog
y

eoh
y

eoi
y

eoj
y

eok
y

eol
y

eom
y

eon
y

eoo
y

eop
y

eoq
y

eor
y

eos
y

eot
y

eou
y

eov
y

eow
y

eox
y

eoy
y

eoz
y

eoA
y

eoB
y

eoC
y

eoD
y

eoE
y

eoF
y

eoG
y

eoH
y

eoI
y

eoJ
y

eoK
y

eoL
y

eoM
y

eoN
y

eoO
y

eoP
y

eoQ
y

eoR
y

eoS
y

eoT
y

eoU
y

eoV
y

eoW
y

eoX
y

eoY
y

eoZ
y

eo0
y

eo1
y

eo2
y

eo3
y

eo4
y

eo5
y

eo6
y

eo7
y

eo8
y

eo9
y

eo_
y

eo.
y

epa
y

epb
y

epc
y

epd
y

epe
y

epf
y

epg
y

eph
y

epi
y

epj
y

epk
y

epl
y

epm
y

epn
y

epo
y

epp
y

epq
y

epr
y

eps
y

ept
y

epu
y

epv
y

epw
y

epx
y

epy
y

epz
y

epA
y

epB
y

epC
y

epD
y

epE
y

epF
y

epG
y

epH
y

epI
y

epJ
y

epK
y

epL
y

epM
y

epN
y

epO
y

epP
y

epQ
y

epR
y

epS
y

epT
y

epU
y

epV
y

epW
y

epX
y

epY
y

epZ
y

ep0
y

ep1
y

ep2
y

ep3
y

ep4
y

ep5
y

ep6
y

ep7
y

ep8
y

ep9
y

ep_
y

ep.
y

eqa
y

eqb
y

eqc
y

eqd
y

eqe
y

eqf
y

eqg
y

eqh
y

eqi
y

eqj
y

eqk
y

eql
y

eqm
y

eqn
y

eqo
y

eqp
y

eqq
y

eqr
y

eqs
y

eqt
y

equ
y

eqv
y

eqw
y

eqx
y

eqy
y

eqz
y

eqA
y

eqB
y

eqC
y

eqD
y

eqE
y

eqF
y

eqG
y

eqH
y

eqI
y

eqJ
y

eqK
y

eqL
y

eqM
y

eqN
y

eqO
y

eqP
y

eqQ
y

eqR
y

eqS
y

eqT
y

eqU
y

eqV
y

eqW
y

eqX
y

eqY
y

eqZ
y

eq0
y

eq1
y

eq2
y

eq3
y

eq4
y

eq5
y

eq6
y

eq7
y

eq8
y

eq9
y

eq_
y

eq.
y

era
y

erb
y

erc
y

erd
y

ere
y

erf
y

erg
y

erh
y

eri
y

erj
y

erk
y

erl
y

erm
y

ern
y

ero
y

erp
y

erq
y

err
y

ers
y

ert
y

eru
y

erv
y

erw
y

erx
y

ery
y

erz
y

erA
y

erB
y

erC
y

erD
y

erE
y

erF
y

erG
y

erH
y

erI
y

erJ
y

erK
y

erL
y

erM
y

erN
y

erO
y

erP
y

erQ
y

erR
y

erS
y

erT
y

erU
y

erV
y

erW
y

erX
y

erY
y

erZ
y

er0
y

er1
y

er2
y

er3
y

er4
y

er5
y

er6
y

er7
y

er8
y

er9
y

er_
y

er.
y

esa
y

esb
y

esc
y

esd
y

ese
y

esf
y

esg
y

esh
y

esi
y

esj
y

esk
y

esl
y

esm
y

esn
y

eso
y

esp
y

esq
y

esr
y

ess
y

est
y

esu
y

esv
y

esw
y

esx
y

esy
y

esz
y

esA
y

esB
y

esC
y

esD
y

esE
y

esF
y

esG
y

esH
y

esI
y

esJ
y

esK
y

esL
y

esM
y

esN
y

esO
y

esP
y

esQ
y

esR
y

esS
y

esT
y

esU
y

esV
y

esW
y

esX
y

esY
y

esZ
y

es0
y

es1
y

es2
y

es3
y

es4
y

es5
y

es6
y

es7
y

es8
y

es9
y

es_
y

es.
y

eta
y

etb
y

etc
y

etd
y

ete
y

etf
y

etg
y

eth
y

eti
y

etj
y

etk
y

etl
y

etm
y

etn
y

eto
y

etp
y

etq
y

etr
y

ets
y

ett
y

etu
y

etv
y

etw
y

etx
y

ety
y

etz
y

etA
y

etB
y

etC
y

etD
y

etE
y

etF
y

etG
y

etH
y

etI
y

etJ
y

etK
y

etL
y

etM
y

etN
y

etO
y

etP
y

etQ
y

etR
y

etS
y

etT
y

etU
y

etV
y

etW
y

etX
y

etY
y

etZ
y

et0
y

et1
y

et2
y

et3
y

et4
y

et5
y

et6
y

et7
y

et8
y

et9
y

et_
y

et.
y

eua
y

eub
y

euc
y

eud
y

eue
y

euf
y

eug
y

euh
y

eui
y

euj
y

euk
y

eul
y

eum
y

eun
y

euo
y

eup
y

euq
y

eur
y

eus
y

eut
y

euu
y

euv
y

euw
y

eux
y

euy
y

euz
y

euA
y

euB
y

euC
y

euD
y

euE
y

euF
y

euG
y

euH
y

euI
y

euJ
y

euK
y

euL
y

euM
y

euN
y

euO
y

euP
y

euQ
y

euR
y

euS
y

euT
y

euU
y

euV
y

euW
y

euX
y

euY
y

euZ
y

eu0
y

eu1
y

eu2
y

eu3
y

eu4
y

eu5
y

eu6
y

eu7
y

eu8
y

eu9
y

eu_
y

eu.
y

eva
y

evb
y

evc
y

evd
y

eve
y

evf
y

evg
y

evh
y

evi
y

evj
y

evk
y

evl
y

evm
y

evn
y

evo
y

evp
y

evq
y

evr
y

evs
y

evt
y

evu
y

evv
y

evw
y

evx
y

evy
y

evz
y

evA
y

evB
y

evC
y

evD
y

evE
y

evF
y

evG
y

evH
y

evI
y

evJ
y

evK
y

evL
y

evM
y

evN
y

evO
y

evP
y

evQ
y

evR
y

evS
y

evT
y

evU
y

evV
y

evW
y

evX
y

evY
y

evZ
y

ev0
y

ev1
y

ev2
y

ev3
y

ev4
y

ev5
y

ev6
y

ev7
y

ev8
y

ev9
y

ev_
y

ev.
y

ewa
y

ewb
y

ewc
y

ewd
y

ewe
y

ewf
y

ewg
y

ewh
y

ewi
y

ewj
y

ewk
y

ewl
y

ewm
y

ewn
y

ewo
y

ewp
y

ewq
y

ewr
y

ews
y

ewt
y

ewu
y

ewv
y

eww
y

ewx
y

ewy
y

ewz
y

ewA
y

ewB
y

ewC
y

ewD
y

ewE
y

ewF
y

ewG
y

ewH
y

ewI
y

ewJ
y

ewK
y

ewL
y

ewM
y

ewN
y

ewO
y

ewP
y

ewQ
y

ewR
y

ewS
y

ewT
y

ewU
y

ewV
y

ewW
y

ewX
y

ewY
y

ewZ
y

ew0
y

ew1
y

ew2
y

ew3
y

ew4
y

ew5
y

ew6
y

ew7
y

ew8
y

ew9
y

ew_
y

ew.
y

exa
y

exb
y

exc
y

exd
y

exe
y

exf
y

exg
y

exh
y

exi
y

exj
y

exk
y

exl
y

exm
y

exn
y

exo
y

exp
y

exq
y

exr
y

exs
y

ext
y

exu
y

exv
y

exw
y

exx
y

exy
y

exz
y

exA
y

exB
y

exC
y

exD
y

exE
y

exF
y

exG
y

exH
y

exI
y

exJ
y

exK
y

exL
y

exM
y

exN
y

exO
y

exP
y

exQ
y

exR
y

exS
y

exT
y

exU
y

exV
y

exW
y

exX
y

exY
y

exZ
y

ex0
y

ex1
y

ex2
y

ex3
y

ex4
y

ex5
y

ex6
y

ex7
y

ex8
y

ex9
y

ex_
y

ex.
y

eya
y

eyb
y

eyc
y

eyd
y

eye
y

eyf
y

eyg
y

eyh
y

eyi
y

eyj
y

eyk
y

eyl
y

eym
y

eyn
y

eyo
y

eyp
y

eyq
y

eyr
y

eys
y

eyt
y

eyu
y

eyv
y

eyw
y

eyx
y

eyy
y

eyz
y

eyA
y

eyB
y

eyC
y

eyD
y

eyE
y

eyF
y

eyG
y

eyH
y

eyI
y

eyJ
y

eyK
y

eyL
y

eyM
y

eyN
y

eyO
y

eyP
y

eyQ
y

eyR
y

eyS
y

eyT
y

eyU
y

eyV
y

eyW
y

eyX
y

eyY
y

eyZ
y

ey0
y

ey1
y

ey2
y

ey3
y

ey4
y

ey5
y

ey6
y

ey7
y

ey8
y

ey9
y

ey_
y

ey.
y

eza
y

ezb
y

ezc
y

ezd
y

eze
y

ezf
y

ezg
y

ezh
y

ezi
y

ezj
y

ezk
y

ezl
y

ezm
y

ezn
y

ezo
y

ezp
y

ezq
y

ezr
y

ezs
y

ezt
y

ezu
y

ezv
y

ezw
y

ezx
y

ezy
y

ezz
y

ezA
y

ezB
y

ezC
y

ezD
y

ezE
y

ezF
y

ezG
y

ezH
y

ezI
y

ezJ
y

ezK
y

ezL
y

ezM
y

ezN
y

ezO
y

ezP
y

ezQ
y

ezR
y

ezS
y

ezT
y

ezU
y

ezV
y

ezW
y

ezX
y

ezY
y

ezZ
y

ez0
y

ez1
y

ez2
y

ez3
y

ez4
y

ez5
y

ez6
y

ez7
y

ez8
y

ez9
y

ez_
y

ez.
y

eAa
y

eAb
y

eAc
y

eAd
y

eAe
y

eAf
y

eAg
y

eAh
y

eAi
y

eAj
y

eAk
y

eAl
y

eAm
y

eAn
y

eAo
y

eAp
y

eAq
y

eAr
y

eAs
y

eAt
y

eAu
y

eAv
y

eAw
y

eAx
y

eAy
y

eAz
y

eAA
y

eAB
y

eAC
y

eAD
y

eAE
y

eAF
y

eAG
y

eAH
y

eAI
y

eAJ
y

eAK
y

eAL
y

eAM
y

eAN
y

eAO
y

eAP
y

eAQ
y

eAR
y

eAS
y

eAT
y

eAU
y

eAV
y

eAW
y

eAX
y

eAY
y

eAZ
y

eA0
y

eA1
y

eA2
y

eA3
y

eA4
y

eA5
y

eA6
y

eA7
y

eA8
y

eA9
y

eA_
y

eA.
y

eBa
y

eBb
y

eBc
y

eBd
y

eBe
y

eBf
y

eBg
y

eBh
y

eBi
y

eBj
y

eBk
y

eBl
y

eBm
y

eBn
y

eBo
y

eBp
y

eBq
y

eBr
y

eBs
y

eBt
y

eBu
y

eBv
y

eBw
y

eBx
y

eBy
y

eBz
y

eBA
y

eBB
y

eBC
y

eBD
y

eBE
y

eBF
y

eBG
y

eBH
y

eBI
y

eBJ
y

eBK
y

eBL
y

eBM
y

eBN
y

eBO
y

eBP
y

eBQ
y

eBR
y

eBS
y

eBT
y

eBU
y

eBV
y

eBW
y

eBX
y

eBY
y

eBZ
y

eB0
y

eB1
y

eB2
y

eB3
y

eB4
y

eB5
y

eB6
y

eB7
y

eB8
y

eB9
y

eB_
y

eB.
y

eCa
y

eCb
y

eCc
y

eCd
y

eCe
y

eCf
y

eCg
y

eCh
y

eCi
y

eCj
y

eCk
y

eCl
y

eCm
y

eCn
y

eCo
y

eCp
y

eCq
y

eCr
y

eCs
y

eCt
y

eCu
y

eCv
y

eCw
y

eCx
y

eCy
y

eCz
y

eCA
y

eCB
y

eCC
y

eCD
y

eCE
y

eCF
y

eCG
y

eCH
y

eCI
y

eCJ
y

eCK
y

eCL
y

eCM
y

eCN
y

eCO
y

eCP
y

eCQ
y

eCR
y

eCS
y

eCT
y

eCU
y

eCV
y

eCW
y

eCX
y

eCY
y

eCZ
y

eC0
y

eC1
y

eC2
y

eC3
y

eC4
y

eC5
y

eC6
y

eC7
y

eC8
y

eC9
y

eC_
y

eC.
y

eDa
y

eDb
y

eDc
y

eDd
y

eDe
y

eDf
y

eDg
y

eDh
y

eDi
y

eDj
y

eDk
y

eDl
y

eDm
y

eDn
y

eDo
y

eDp
y

eDq
y

eDr
y

eDs
y

eDt
y

eDu
y

eDv
y

eDw
y

eDx
y

eDy
y

eDz
y

eDA
y

eDB
y

eDC
y

eDD
y

eDE
y

eDF
y

eDG
y

eDH
y

eDI
y

eDJ
y

eDK
y

eDL
y

eDM
y

eDN
y

eDO
y

eDP
y

eDQ
y

eDR
y

eDS
y

eDT
y

eDU
y

eDV
y

eDW
y

eDX
y

eDY
y

eDZ
y

eD0
y

eD1
y

eD2
y

eD3
y

eD4
y

eD5
y

eD6
y

eD7
y

eD8
y

eD9
y

eD_
y

eD.
y

eEa
y

eEb
y

eEc
y

eEd
y

eEe
y

eEf
y

eEg
y

eEh
y

eEi
y

eEj
y

eEk
y

eEl
y

eEm
y

eEn
y

eEo
y

eEp
y

eEq
y

eEr
y

eEs
y

eEt
y

eEu
y

eEv
y

eEw
y

eEx
y

eEy
y

eEz
y

eEA
y

eEB
y

eEC
y

eED
y

eEE
y

eEF
y

eEG
y

eEH
y

eEI
y

eEJ
y

eEK
y

eEL
y

eEM
y

eEN
y

eEO
y

eEP
y

eEQ
y

eER
y

eES
y

eET
y

eEU
y

eEV
y

eEW
y

eEX
y

eEY
y

eEZ
y

eE0
y

eE1
y

eE2
y

eE3
y

eE4
y

eE5
y

eE6
y

eE7
y

eE8
y

eE9
y

eE_
y

eE.
y

eFa
y

eFb
y

eFc
y

eFd
y

eFe
y

eFf
y

eFg
y

eFh
y

eFi
y

eFj
y

eFk
y

eFl
y

eFm
y

eFn
y

eFo
y

eFp
y

eFq
y

eFr
y

eFs
y

eFt
y

eFu
y

eFv
y

eFw
y

eFx
y

eFy
y

eFz
y

eFA
y

eFB
y

eFC
y

eFD
y

eFE
y

eFF
y

eFG
y

eFH
y

eFI
y

eFJ
y

eFK
y

eFL
y

eFM
y

eFN
y

eFO
y

eFP
y

eFQ
y

eFR
y

eFS
y

eFT
y

eFU
y

eFV
y

eFW
y

eFX
y

eFY
y

eFZ
y

eF0
y

eF1
y

eF2
y

eF3
y

eF4
y

eF5
y

eF6
y

eF7
y

eF8
y

eF9
y

eF_
y

eF.
y

eGa
y

eGb
y

eGc
y

eGd
y

eGe
y

eGf
y

eGg
y

eGh
y

eGi
y

eGj
y

eGk
y

eGl
y

eGm
y

eGn
y

eGo
y

eGp
y

eGq
y

eGr
y

eGs
y

eGt
y

eGu
y

eGv
y

eGw
y

eGx
y

eGy
y

eGz
y

eGA
y

eGB
y

eGC
y

eGD
y

eGE
y

eGF
y

eGG
y

eGH
y

eGI
y

eGJ
y

eGK
y

eGL
y

eGM
y

eGN
y

eGO
y

eGP
y

eGQ
y

eGR
y

eGS
y

eGT
y

eGU
y

eGV
y

eGW
y

eGX
y

eGY
y

eGZ
y

eG0
y

eG1
y

eG2
y

eG3
y

eG4
y

eG5
y

eG6
y

eG7
y

eG8
y

eG9
y

eG_
y

eG.
y

eHa
y

eHb
y

eHc
y

eHd
y

eHe
y

eHf
y

eHg
y

eHh
y

eHi
y

eHj
y

eHk
y

eHl
y

eHm
y

eHn
y

eHo
y

eHp
y

eHq
y

eHr
y

eHs
y

eHt
y

eHu
y

eHv
y

eHw
y

eHx
y

eHy
y

eHz
y

eHA
y

eHB
y

eHC
y

eHD
y

eHE
y

eHF
y

eHG
y

eHH
y

eHI
y

eHJ
y

eHK
y

eHL
y

eHM
y

eHN
y

eHO
y

eHP
y

eHQ
y

eHR
y

eHS
y

eHT
y

eHU
y

eHV
y

eHW
y

eHX
y

eHY
y

eHZ
y

eH0
y

eH1
y

eH2
y

eH3
y

eH4
y

eH5
y

eH6
y

eH7
y

eH8
y

eH9
y

eH_
y

eH.
y

eIa
y

eIb
y

eIc
y

eId
y

eIe
y

eIf
y

eIg
y

eIh
y

eIi
y

eIj
y

eIk
y

eIl
y

eIm
y

eIn
y

eIo
y

eIp
y

eIq
y

eIr
y

eIs
y

eIt
y

eIu
y

eIv
y

eIw
y

eIx
y

eIy
y

eIz
y

eIA
y

eIB
y

eIC
y

eID
y

eIE
y

eIF
y

eIG
y

eIH
y

eII
y

eIJ
y

eIK
y

eIL
y

eIM
y

eIN
y

eIO
y

eIP
y

eIQ
y

eIR
y

eIS
y

eIT
y

eIU
y

eIV
y

eIW
y

eIX
y

eIY
y

eIZ
y

eI0
y

eI1
y

eI2
y

eI3
y

eI4
y

eI5
y

eI6
y

eI7
y

eI8
y

eI9
y

eI_
y

eI.
y

eJa
y

eJb
y

eJc
y

eJd
y

eJe
y

eJf
y

eJg
y

eJh
y

eJi
y

eJj
y

eJk
y

eJl
y

eJm
y

eJn
y

eJo
y

eJp
y

eJq
y

eJr
y

eJs
y

eJt
y

eJu
y

eJv
y

eJw
y

eJx
y

eJy
y

eJz
y

eJA
y

eJB
y

eJC
y

eJD
y

eJE
y

eJF
y

eJG
y

eJH
y

eJI
y

eJJ
y

eJK
y

eJL
y

eJM
y

eJN
y

eJO
y

eJP
y

eJQ
y

eJR
y

eJS
y

eJT
y

eJU
y

eJV
y

eJW
y

eJX
y

eJY
y

eJZ
y

eJ0
y

eJ1
y

eJ2
y

eJ3
y

eJ4
y

eJ5
y

eJ6
y

eJ7
y

eJ8
y

eJ9
y

eJ_
y

eJ.
y

eKa
y

eKb
y

eKc
y

eKd
y

eKe
y

eKf
y

eKg
y

eKh
y

eKi
y

eKj
y

eKk
y

eKl
y

eKm
y

eKn
y

eKo
y

eKp
y

eKq
y

eKr
y

eKs
y

eKt
y

eKu
y

eKv
y

eKw
y

eKx
y

eKy
y

eKz
y

eKA
y

eKB
y

eKC
y

eKD
y

eKE
y

eKF
y

eKG
y

eKH
y

eKI
y

eKJ
y

eKK
y

eKL
y

eKM
y

eKN
y

eKO
y

eKP
y

eKQ
y

eKR
y

eKS
y

eKT
y

eKU
y

eKV
y

eKW
y

eKX
y

eKY
y

eKZ
y

eK0
y

eK1
y

eK2
y

eK3
y

eK4
y

eK5
y

eK6
y

eK7
y

eK8
y

eK9
y

eK_
y

eK.
y

eLa
y

eLb
y

eLc
y

eLd
y

eLe
y

eLf
y

eLg
y

eLh
y

eLi
y

eLj
y

eLk
y

eLl
y

eLm
y

eLn
y

eLo
y

eLp
y

eLq
y

eLr
y

eLs
y

eLt
y

eLu
y

eLv
y

eLw
y

eLx
y

eLy
y

eLz
y

eLA
y

eLB
y

eLC
y

eLD
y

eLE
y

eLF
y

eLG
y

eLH
y

eLI
y

eLJ
y

eLK
y

eLL
y

eLM
y

eLN
y

eLO
y

eLP
y

eLQ
y

eLR
y

eLS
y

eLT
y

eLU
y

eLV
y

eLW
y

eLX
y

eLY
y

eLZ
y

eL0
y

eL1
y

eL2
y

eL3
y

eL4
y

eL5
y

eL6
y

eL7
y

eL8
y

eL9
y

eL_
y

eL.
y

eMa
y

eMb
y

eMc
y

eMd
y

eMe
y

eMf
y

eMg
y

eMh
y

eMi
y

eMj
y

eMk
y

eMl
y

eMm
y

eMn
y

eMo
y

eMp
y

eMq
y

eMr
y

eMs
y

eMt
y

eMu
y

eMv
y

eMw
y

eMx
y

eMy
y

eMz
y

eMA
y

eMB
y

eMC
y

eMD
y

eME
y

eMF
y

eMG
y

eMH
y

eMI
y

eMJ
y

eMK
y

eML
y

eMM
y

eMN
y

eMO
y

eMP
y

eMQ
y

eMR
y

eMS
y

eMT
y

eMU
y

eMV
y

eMW
y

eMX
y

eMY
y

eMZ
y

eM0
y

eM1
y

eM2
y

eM3
y

eM4
y

eM5
y

eM6
y

eM7
y

eM8
y

eM9
y

eM_
y

eM.
y

eNa
y

eNb
y

eNc
y

eNd
y

eNe
y

eNf
y

eNg
y

eNh
y

eNi
y

eNj
y

eNk
y

eNl
y

eNm
y

eNn
y

eNo
y

eNp
y

eNq
y

eNr
y

eNs
y

eNt
y

eNu
y

eNv
y

eNw
y

eNx
y

eNy
y

eNz
y

eNA
y

eNB
y

eNC
y

eND
y

eNE
y

eNF
y

eNG
y

eNH
y

eNI
y

eNJ
y

eNK
y

eNL
y

eNM
y

eNN
y

eNO
y

eNP
y

eNQ
y

eNR
y

eNS
y

eNT
y

eNU
y

eNV
y

eNW
y

eNX
y

eNY
y

eNZ
y

eN0
y

eN1
y

eN2
y

eN3
y

eN4
y

eN5
y

eN6
y

eN7
y

eN8
y

eN9
y

eN_
y

eN.
y

eOa
y

eOb
y

eOc
y

eOd
y

eOe
y

eOf
y

eOg
y

eOh
y

eOi
y

eOj
y

eOk
y

eOl
y

eOm
y

eOn
y

eOo
y

eOp
y

eOq
y

eOr
y

eOs
y

eOt
y

eOu
y

eOv
y

eOw
y

eOx
y

eOy
y

eOz
y

eOA
y

eOB
y

eOC
y

eOD
y

eOE
y

eOF
y

eOG
y

eOH
y

eOI
y

eOJ
y

eOK
y

eOL
y

eOM
y

eON
y

eOO
y

eOP
y

eOQ
y

eOR
y

eOS
y

eOT
y

eOU
y

eOV
y

eOW
y

eOX
y

eOY
y

eOZ
y

eO0
y

eO1
y

eO2
y

eO3
y

eO4
y

eO5
y

eO6
y

eO7
y

eO8
y

eO9
y

eO_
y

eO.
y

ePa
y

ePb
y

ePc
y

ePd
y

ePe
y

ePf
y

ePg
y

ePh
y

ePi
y

ePj
y

ePk
y

ePl
y

ePm
y

ePn
y

ePo
y

ePp
y

ePq
y

ePr
y

ePs
y

ePt
y

ePu
y

ePv
y

ePw
y

ePx
y

ePy
y

ePz
y

ePA
y

ePB
y

ePC
y

ePD
y

ePE
y

ePF
y

ePG
y

ePH
y

ePI
y

ePJ
y

ePK
y

ePL
y

ePM
y

ePN
y

ePO
y

ePP
y

ePQ
y

ePR
y

ePS
y

ePT
y

ePU
y

ePV
y

ePW
y

ePX
y

ePY
y

ePZ
y

eP0
y

eP1
y

eP2
y

eP3
y

eP4
y

eP5
y

eP6
y

eP7
y

eP8
y

eP9
y

eP_
y

eP.
y

eQa
y

eQb
y

eQc
y

eQd
y

eQe
y

eQf
y

eQg
y

eQh
y

eQi
y

eQj
y

eQk
y

eQl
y

eQm
y

eQn
y

eQo
y

eQp
y

eQq
y

eQr
y

eQs
y

eQt
y

eQu
y

eQv
y

eQw
y

eQx
y

eQy
y

eQz
y

eQA
y

eQB
y

eQC
y

eQD
y

eQE
y

eQF
y

eQG
y

eQH
y

eQI
y

eQJ
y

eQK
y

eQL
y

eQM
y

eQN
y

eQO
y

eQP
y

eQQ
y

eQR
y

eQS
y

eQT
y

eQU
y

eQV
y

eQW
y

eQX
y

eQY
y

eQZ
y

eQ0
y

eQ1
y

eQ2
y

eQ3
y

eQ4
y

eQ5
y

eQ6
y

eQ7
y

eQ8
y

eQ9
y

eQ_
y

eQ.
y

eRa
y

eRb
y

eRc
y

eRd
y

eRe
y

eRf
y

eRg
y

eRh
y

eRi
y

eRj
y

eRk
y

eRl
y

eRm
y

eRn
y

eRo
y

eRp
y

eRq
y

eRr
y

eRs
y

eRt
y

eRu
y

eRv
y

eRw
y

eRx
y

eRy
y

eRz
y

eRA
y

eRB
y

eRC
y

eRD
y

eRE
y

eRF
y

eRG
y

eRH
y

eRI
y

eRJ
y

eRK
y

eRL
y

eRM
y

eRN
y

eRO
y

eRP
y

eRQ
y

eRR
y

eRS
y

eRT
y

eRU
y

eRV
y

eRW
y

eRX
y

eRY
y

eRZ
y

eR0
y

eR1
y

eR2
y

eR3
y

eR4
y

eR5
y

eR6
y

eR7
y

eR8
y

eR9
y

eR_
y

eR.
y

eSa
y

eSb
y

eSc
y

eSd
y

eSe
y

eSf
y

eSg
y

eSh
y

eSi
y

eSj
y

eSk
y

eSl
y

eSm
y

eSn
y

eSo
y

eSp
y

eSq
y

eSr
y

eSs
y

eSt
y

eSu
y

eSv
y

eSw
y

eSx
y

eSy
y

eSz
y

eSA
y

eSB
y

eSC
y

eSD
y

eSE
y

eSF
y

eSG
y

eSH
y

eSI
y

eSJ
y

eSK
y

eSL
y

eSM
y

eSN
y

eSO
y

eSP
y

eSQ
y

eSR
y

eSS
y

eST
y

eSU
y

eSV
y

eSW
y

eSX
y

eSY
y

eSZ
y

eS0
y

eS1
y

eS2
y

eS3
y

eS4
y

eS5
y

eS6
y

eS7
y

eS8
y

eS9
y

eS_
y

eS.
y

eTa
y

eTb
y

eTc
y

eTd
y

eTe
y

eTf
y

eTg
y

eTh
y

eTi
y

eTj
y

eTk
y

eTl
y

eTm
y

eTn
y

eTo
y

eTp
y

eTq
y

eTr
y

eTs
y

eTt
y

eTu
y

eTv
y

eTw
y

eTx
y

eTy
y

eTz
y

eTA
y

eTB
y

eTC
y

eTD
y

eTE
y

eTF
y

eTG
y

eTH
y

eTI
y

eTJ
y

eTK
y

eTL
y

eTM
y

eTN
y

eTO
y

eTP
y

eTQ
y

eTR
y

eTS
y

eTT
y

eTU
y

eTV
y

eTW
y

eTX
y

eTY
y

eTZ
y

eT0
y

eT1
y

eT2
y

eT3
y

eT4
y

eT5
y

eT6
y

eT7
y

eT8
y

eT9
y

eT_
y

eT.
y

eUa
y

eUb
y

eUc
y

eUd
y

eUe
y

eUf
y

eUg
y

eUh
y

eUi
y

eUj
y

eUk
y

eUl
y

eUm
y

eUn
y

eUo
y

eUp
y

eUq
y

eUr
y

eUs
y

eUt
y

eUu
y

eUv
y

eUw
y

eUx
y

eUy
y

eUz
y

eUA
y

eUB
y

eUC
y

eUD
y

eUE
y

eUF
y

eUG
y

eUH
y

eUI
y

eUJ
y

eUK
y

eUL
y

eUM
y

eUN
y

eUO
y

eUP
y

eUQ
y

eUR
y

eUS
y

eUT
y

eUU
y

eUV
y

eUW
y

eUX
y

eUY
y

eUZ
y

eU0
y

eU1
y

eU2
y

eU3
y

eU4
y

eU5
y

eU6
y

eU7
y

eU8
y

eU9
y

eU_
y

eU.
y

eVa
y

eVb
y

eVc
y

eVd
y

eVe
y

eVf
y

eVg
y

eVh
y

eVi
y

eVj
y

eVk
y

eVl
y

eVm
y

eVn
y

eVo
y

eVp
y

eVq
y

eVr
y

eVs
y

eVt
y

eVu
y

eVv
y

eVw
y

eVx
y

eVy
y

eVz
y

eVA
y

eVB
y

eVC
y

eVD
y

eVE
y

eVF
y

eVG
y

eVH
y

eVI
y

eVJ
y

eVK
y

eVL
y

eVM
y

eVN
y

eVO
y

eVP
y

eVQ
y

eVR
y

eVS
y

eVT
y

eVU
y

eVV
y

eVW
y

eVX
y

eVY
y

eVZ
y

eV0
y

eV1
y

eV2
y

eV3
y

eV4
y

eV5
y

eV6
y

eV7
y

eV8
y

eV9
y

eV_
y

eV.
y

eWa
y

eWb
y

eWc
y

eWd
y

eWe
y

eWf
y

eWg
y

eWh
y

eWi
y

eWj
y

eWk
y

eWl
y

eWm
y

eWn
y

eWo
y

eWp
y

eWq
y

eWr
y

eWs
y

eWt
y

eWu
y

eWv
y

eWw
y

eWx
y

eWy
y

eWz
y

eWA
y

eWB
y

eWC
y

eWD
y

eWE
y

eWF
y

eWG
y

eWH
y

eWI
y

eWJ
y

eWK
y

eWL
y

eWM
y

eWN
y

eWO
y

eWP
y

eWQ
y

eWR
y

eWS
y

eWT
y

eWU
y

eWV
y

eWW
y

eWX
y

eWY
y

eWZ
y

eW0
y

eW1
y

eW2
y

eW3
y

eW4
y

eW5
y

eW6
y

eW7
y

eW8
y

eW9
y

eW_
y

eW.
y

eXa
y

eXb
y

eXc
y

eXd
y

eXe
y

eXf
y

eXg
y

eXh
y

eXi
y

eXj
y

eXk
y

eXl
y

eXm
y

eXn
y

eXo
y

eXp
y

eXq
y

eXr
y

eXs
y

eXt
y

eXu
y

eXv
y

eXw
y

eXx
y

eXy
y

eXz
y

eXA
y

eXB
y

eXC
y

eXD
y

eXE
y

eXF
y

eXG
y

eXH
y

eXI
y

eXJ
y

eXK
y

eXL
y

eXM
y

eXN
y

eXO
y

eXP
y

eXQ
y

eXR
y

eXS
y

eXT
y

eXU
y

eXV
y

eXW
y

eXX
y

eXY
y

eXZ
y

eX0
y

eX1
y

eX2
y

eX3
y

eX4
y

eX5
y

eX6
y

eX7
y

eX8
y

eX9
y

eX_
y

eX.
y

eYa
y

eYb
y

eYc
y

eYd
y

eYe
y

eYf
y

eYg
y

eYh
y

eYi
y

eYj
y

eYk
y

eYl
y

eYm
y

eYn
y

eYo
y

eYp
y

eYq
y

eYr
y

eYs
y

eYt
y

eYu
y

eYv
y

eYw
y

eYx
y

eYy
y

eYz
y

eYA
y

eYB
y

eYC
y

eYD
y

eYE
y

eYF
y

eYG
y

eYH
y

eYI
y

eYJ
y

eYK
y

eYL
y

eYM
y

eYN
y

eYO
y

eYP
y

eYQ
y

eYR
y

eYS
y

eYT
y

eYU
y

eYV
y

eYW
y

eYX
y

eYY
y

eYZ
y

eY0
y

eY1
y

eY2
y

eY3
y

eY4
y

eY5
y

eY6
y

eY7
y

eY8
y

eY9
y

eY_
y

eY.
y

eZa
y

eZb
y

eZc
y

eZd
y

eZe
y

eZf
y

eZg
y

eZh
y

eZi
y

eZj
y

eZk
y

eZl
y

eZm
y

eZn
y

eZo
y

eZp
y

eZq
y

eZr
y

eZs
y

eZt
y

eZu
y

eZv
y

eZw
y

eZx
y

eZy
y

eZz
y

eZA
y

eZB
y

eZC
y

eZD
y

eZE
y

eZF
y

eZG
y

eZH
y

eZI
y

eZJ
y

eZK
y

eZL
y

eZM
y

eZN
y

eZO
y

eZP
y

eZQ
y

eZR
y

eZS
y

eZT
y

eZU
y

eZV
y

eZW
y

eZX
y

eZY
y

eZZ
y

eZ0
y

eZ1
y

eZ2
y

eZ3
y

eZ4
y

eZ5
y

eZ6
y

eZ7
y

eZ8
y

eZ9
y

eZ_
y

eZ.
y

e0a
y

e0b
y

e0c
y

e0d
y

e0e
y

e0f
y

e0g
y

e0h
y

e0i
y

e0j
y

e0k
y

e0l
y

e0m
y

e0n
y

e0o
y

e0p
y

e0q
y

e0r
y

e0s
y

e0t
y

e0u
y

e0v
y

e0w
y

e0x
y

e0y
y

e0z
y

e0A
y

e0B
y

e0C
y

e0D
y

e0E
y

e0F
y

e0G
y

e0H
y

e0I
y

e0J
y

e0K
y

e0L
y

e0M
y

e0N
y

e0O
y

e0P
y

e0Q
y

e0R
y

e0S
y

e0T
y

e0U
y

e0V
y

e0W
y

e0X
y

e0Y
y

e0Z
y

e00
y

e01
y

e02
y

e03
y

e04
y

e05
y

e06
y

e07
y

e08
y

e09
y

e0_
y

e0.
y

e1a
y

e1b
y

e1c
y

e1d
y

e1e
y

e1f
y

e1g
y

e1h
y

e1i
y

e1j
y

e1k
y

e1l
y

e1m
y

e1n
y

e1o
y

e1p
y

e1q
y

e1r
y

e1s
y

e1t
y

e1u
y

e1v
y

e1w
y

e1x
y

e1y
y

e1z
y

e1A
y

e1B
y

e1C
y

e1D
y

e1E
y

e1F
y

e1G
y

e1H
y

e1I
y

e1J
y

e1K
y

e1L
y

e1M
y

e1N
y

e1O
y

e1P
y

e1Q
y

e1R
y

e1S
y

e1T
y

e1U
y

e1V
y

e1W
y

e1X
y

e1Y
y

e1Z
y

e10
y

e11
y

e12
y

e13
y

e14
y

e15
y

e16
y

e17
y

e18
y

e19
y

e1_
y

e1.
y

e2a
y

e2b
y

e2c
y

e2d
y

e2e
y

e2f
y

e2g
y

e2h
y

e2i
y

e2j
y

e2k
y

e2l
y

e2m
y

e2n
y

e2o
y

e2p
y

e2q
y

e2r
y

e2s
y

e2t
y

e2u
y

e2v
y

e2w
y

e2x
y

e2y
y

e2z
y

e2A
y

e2B
y

e2C
y

e2D
y

e2E
y

e2F
y

e2G
y

e2H
y

e2I
y

e2J
y

e2K
y

e2L
y

e2M
y

e2N
y

e2O
y

e2P
y

e2Q
y

e2R
y

e2S
y

e2T
y

e2U
y

e2V
y

e2W
y

e2X
y

e2Y
y

e2Z
y

e20
y

e21
y

e22
y

e23
y

e24
y

e25
y

e26
y

e27
y

e28
y

e29
y

e2_
y

e2.
y

e3a
y

e3b
y

e3c
y

e3d
y

e3e
y

e3f
y

e3g
y

e3h
y

e3i
y

e3j
y

e3k
y

e3l
y

e3m
y

e3n
y

e3o
y

e3p
y

e3q
y

e3r
y

e3s
y

e3t
y

e3u
y

e3v
y

e3w
y

e3x
y

e3y
y

e3z
y

e3A
y

e3B
y

e3C
y

e3D
y

e3E
y

e3F
y

e3G
y

e3H
y

e3I
y

e3J
y

e3K
y

e3L
y

e3M
y

e3N
y

e3O
y

e3P
y

e3Q
y

e3R
y

e3S
y

e3T
y

e3U
y

e3V
y

e3W
y

e3X
y

e3Y
y

e3Z
y

e30
y

e31
y

e32
y

e33
y

e34
y

e35
y

e36
y

e37
y

e38
y

e39
y

e3_
y

e3.
y

e4a
y

e4b
y

e4c
y

e4d
y

e4e
y

e4f
y

e4g
y

e4h
y

e4i
y

e4j
y

e4k
y

e4l
y

e4m
y

e4n
y

e4o
y

e4p
y

e4q
y

e4r
y

e4s
y

e4t
y

e4u
y

e4v
y

e4w
y

e4x
y

e4y
y

e4z
y

e4A
y

e4B
y

e4C
y

e4D
y

e4E
y

e4F
y

e4G
y

e4H
y

e4I
y

e4J
y

e4K
y

e4L
y

e4M
y

e4N
y

e4O
y

e4P
y

e4Q
y

e4R
y

e4S
y

e4T
y

e4U
y

e4V
y

e4W
y

e4X
y

e4Y
y

e4Z
y

e40
y

e41
y

e42
y

e43
y

e44
y

e45
y

e46
y

e47
y

e48
y

e49
y

e4_
y

e4.
y

e5a
y

e5b
y

e5c
y

e5d
y

e5e
y

e5f
y

e5g
y

e5h
y

e5i
y

e5j
y

e5k
y

e5l
y

e5m
y

e5n
y

e5o
y

e5p
y

e5q
y

e5r
y

e5s
y

e5t
y

e5u
y

e5v
y

e5w
y

e5x
y

e5y
y

e5z
y

e5A
y

e5B
y

e5C
y

e5D
y

e5E
y

e5F
y

e5G
y

e5H
y

e5I
y

e5J
y

e5K
y

e5L
y

e5M
y

e5N
y

e5O
y

e5P
y

e5Q
y

e5R
y

e5S
y

e5T
y

e5U
y

e5V
y

e5W
y

e5X
y

e5Y
y

e5Z
y

e50
y

e51
y

e52
y

e53
y

e54
y

e55
y

e56
y

e57
y

e58
y

e59
y

e5_
y

e5.
y

e6a
y

e6b
y

e6c
y

e6d
y

e6e
y

e6f
y

e6g
y

e6h
y

e6i
y

e6j
y

e6k
y

e6l
y

e6m
y

e6n
y

e6o
y

e6p
y

e6q
y

e6r
y

e6s
y

e6t
y

e6u
y

e6v
y

e6w
y

e6x
y

e6y
y

e6z
y

e6A
y

e6B
y

e6C
y

e6D
y

e6E
y

e6F
y

e6G
y

e6H
y

e6I
y

e6J
y

e6K
y

e6L
y

e6M
y

e6N
y

e6O
y

e6P
y

e6Q
y

e6R
y

e6S
y

e6T
y

e6U
y

e6V
y

e6W
y

e6X
y

e6Y
y

e6Z
y

e60
y

e61
y

e62
y

e63
y

e64
y

e65
y

e66
y

e67
y

e68
y

e69
y

e6_
y

e6.
y

e7a
y

e7b
y

e7c
y

e7d
y

e7e
y

e7f
y

e7g
y

e7h
y

e7i
y

e7j
y

e7k
y

e7l
y

e7m
y

e7n
y

e7o
y

e7p
y

e7q
y

e7r
y

e7s
y

e7t
y

e7u
y

e7v
y

e7w
y

e7x
y

e7y
y

e7z
y

e7A
y

e7B
y

e7C
y

e7D
y

e7E
y

e7F
y

e7G
y

e7H
y

e7I
y

e7J
y

e7K
y

e7L
y

e7M
y

e7N
y

e7O
y

e7P
y

e7Q
y

e7R
y

e7S
y

e7T
y

e7U
y

e7V
y

e7W
y

e7X
y

e7Y
y

e7Z
y

e70
y

e71
y

e72
y

e73
y

e74
y

e75
y

e76
y

e77
y

e78
y

e79
y

e7_
y

e7.
y

e8a
y

e8b
y

e8c
y

e8d
y

e8e
y

e8f
y

e8g
y

e8h
y

e8i
y

e8j
y

e8k
y

e8l
y

e8m
y

e8n
y

e8o
y

e8p
y

e8q
y

e8r
y

e8s
y

e8t
y

e8u
y

e8v
y

e8w
y

e8x
y

e8y
y

e8z
y

e8A
y

e8B
y

e8C
y

e8D
y

e8E
y

e8F
y

e8G
y

e8H
y

e8I
y

e8J
y

e8K
y

e8L
y

e8M
y

e8N
y

e8O
y

e8P
y

e8Q
y

e8R
y

e8S
y

e8T
y

e8U
y

e8V
y

e8W
y

e8X
y

e8Y
y

e8Z
y

e80
y

e81
y

e82
y

e83
y

e84
y

e85
y

e86
y

e87
y

e88
y

e89
y

e8_
y

e8.
y

e9a
y

e9b
y

e9c
y

e9d
y

e9e
y

e9f
y

e9g
y

e9h
y

e9i
y

e9j
y

e9k
y

e9l
y

e9m
y

e9n
y

e9o
y

e9p
y

e9q
y

e9r
y

e9s
y

e9t
y

e9u
y

e9v
y

e9w
y

e9x
y

e9y
y

e9z
y

e9A
y

e9B
y

e9C
y

e9D
y

e9E
y

e9F
y

e9G
y

e9H
y

e9I
y

e9J
y

e9K
y

e9L
y

e9M
y

e9N
y

e9O
y

e9P
y

e9Q
y

e9R
y

e9S
y

e9T
y

e9U
y

e9V
y

e9W
y

e9X
y

e9Y
y

e9Z
y

e90
y

e91
y

e92
y

e93
y

e94
y

e95
y

e96
y

e97
y

e98
y

e99
y

e9_
y

e9.
y

e_a
y

e_b
y

e_c
y

e_d
y

e_e
y

e_f
y

e_g
y

e_h
y

e_i
y

e_j
y

e_k
y

e_l
y

e_m
y

e_n
y

e_o
y

e_p
y

e_q
y

e_r
y

e_s
y

e_t
y

e_u
y

e_v
y

e_w
y

e_x
y

e_y
y

e_z
y

e_A
y

e_B
y

e_C
y

e_D
y

e_E
y

e_F
y

e_G
y

e_H
y

e_I
y

e_J
y

e_K
y

e_L
y

e_M
y

e_N
y

e_O
y

e_P
y

e_Q
y

e_R
y

e_S
y

e_T
y

e_U
y

e_V
y

e_W
y

e_X
y

e_Y
y

e_Z
y

e_0
y

e_1
y

e_2
y

e_3
y

e_4
y

e_5
y

e_6
y

e_7
y

e_8
y

e_9
y

e__
y

e_.
y

e.a
y

e.b
y

e.c
y

e.d
y

e.e
y

e.f
y

e.g
y

e.h
y

e.i
y

e.j
y

e.k
y

e.l
y

e.m
y

e.n
y

e.o
y

e.p
y

e.q
y

e.r
y

e.s
y

e.t
y

e.u
y

e.v
y

e.w
y

e.x
y

e.y
y

e.z
y

e.A
y

e.B
y

e.C
y

e.D
y

e.E
y

e.F
y

e.G
y

e.H
y

e.I
y

e.J
y

e.K
y

e.L
y

e.M
y

e.N
y

e.O
y

e.P
y

e.Q
y

e.R
y

e.S
y

e.T
y

e.U
y

e.V
y

e.W
y

e.X
y

e.Y
y

e.Z
y

e.0
y

e.1
y

e.2
y

e.3
y

e.4
y

e.5
y

e.6
y

e.7
y

e.8
y

e.9
y

e._
y

e..
y

faa
y

fab
y

fac
y

fad
y

fae
y

faf
y

fag
y

fah
y

fai
y

faj
y

fak
y

fal
y

fam
y

fan
y

fao
y

fap
y

faq
y

far
y

fas
y

fat
y

fau
y

fav
y

faw
y

fax
y

fay
y

faz
y

faA
y

faB
y

faC
y

faD
y

faE
y

faF
y

faG
y

faH
y

faI
y

faJ
y

faK
y

faL
y

faM
y

faN
y

faO
y

faP
y

faQ
y

faR
y

faS
y

faT
y

faU
y

faV
y

faW
y

faX
y

faY
y

faZ
y

fa0
y

fa1
y

fa2
y

fa3
y

fa4
y

fa5
y

fa6
y

fa7
y

fa8
y

fa9
y

fa_
y

fa.
y

fba
y

fbb
y

fbc
y

fbd
y

fbe
y

fbf
y

fbg
y

fbh
y

fbi
y

fbj
y

fbk
y

fbl
y

fbm
y

fbn
y

fbo
y

fbp
y

fbq
y

fbr
y

fbs
y

fbt
y

fbu
y

fbv
y

fbw
y

fbx
y

fby
y

fbz
y

fbA
y

fbB
y

fbC
y

fbD
y

fbE
y

fbF
y

fbG
y

fbH
y

fbI
y

fbJ
y

fbK
y

fbL
y

fbM
y

fbN
y

fbO
y

fbP
y

fbQ
y

fbR
y

fbS
y

fbT
y

fbU
y

fbV
y

fbW
y

fbX
y

fbY
y

fbZ
y

fb0
y

fb1
y

fb2
y

fb3
y

fb4
y

fb5
y

fb6
y

fb7
y

fb8
y

fb9
y

fb_
y

fb.
y

fca
y

fcb
y

fcc
y

fcd
y

fce
y

fcf
y

fcg
y

fch
y

fci
y

fcj
y

fck
y

fcl
y

fcm
y

fcn
y

fco
y

fcp
y

fcq
y

fcr
y

fcs
y

fct
y

fcu
y

fcv
y

fcw
y

fcx
y

fcy
y

fcz
y

fcA
y

fcB
y

fcC
y

fcD
y

fcE
y

fcF
y

fcG
y

fcH
y

fcI
y

fcJ
y

fcK
y

fcL
y

fcM
y

fcN
y

fcO
y

fcP
y

fcQ
y

fcR
y

fcS
y

fcT
y

fcU
y

fcV
y

fcW
y

fcX
y

fcY
y

fcZ
y

fc0
y

fc1
y

fc2
y

fc3
y

fc4
y

fc5
y

fc6
y

fc7
y

fc8
y

fc9
y

fc_
y

fc.
y

fda
y

fdb
y

fdc
y

fdd
y

fde
y

fdf
y

fdg
y

fdh
y

fdi
y

fdj
y

fdk
y

fdl
y

fdm
y

fdn
y

fdo
y

fdp
y

fdq
y

fdr
y

fds
y

fdt
y

fdu
y

fdv
y

fdw
y

fdx
y

fdy
y

fdz
y

fdA
y

fdB
y

fdC
y

fdD
y

fdE
y

fdF
y

fdG
y

fdH
y

fdI
y

fdJ
y

fdK
y

fdL
y

fdM
y

fdN
y

fdO
y

fdP
y

fdQ
y

fdR
y

fdS
y

fdT
y

fdU
y

fdV
y

fdW
y

fdX
y

fdY
y

fdZ
y

fd0
y

fd1
y

fd2
y

fd3
y

fd4
y

fd5
y

fd6
y

fd7
y

fd8
y

fd9
y

fd_
y

fd.
y

fea
y

feb
y

fec
y

fed
y

fee
y

fef
y

feg
y

feh
y

fei
y

fej
y

fek
y

fel
y

fem
y

fen
y

feo
y

fep
y

feq
y

fer
y

fes
y

fet
y

feu
y

fev
y

few
y

fex
y

fey
y

fez
y

feA
y

feB
y

feC
y

feD
y

feE
y

feF
y

feG
y

feH
y

feI
y

feJ
y

feK
y

feL
y

feM
y

feN
y

feO
y

feP
y

feQ
y

feR
y

feS
y

feT
y

feU
y

feV
y

feW
y

feX
y

feY
y

feZ
y

fe0
y

fe1
y

fe2
y

fe3
y

fe4
y

fe5
y

fe6
y

fe7
y

fe8
y

fe9
y

fe_
y

fe.
y

ffa
y

ffb
y

ffc
y

ffd
y

ffe
y

fff
y

ffg
y

ffh
y

ffi
y

ffj
y

ffk
y

ffl
y

ffm
y

ffn
y

ffo
y

ffp
y

ffq
y

ffr
y

ffs
y

fft
y

ffu
y

ffv
y

ffw
y

ffx
y

ffy
y

ffz
y

ffA
y

ffB
y

ffC
y

ffD
y

ffE
y

ffF
y

ffG
y

ffH
y

ffI
y

ffJ
y

ffK
y

ffL
y

ffM
y

ffN
y

ffO
y

ffP
y

ffQ
y

ffR
y

ffS
y

ffT
y

ffU
y

ffV
y

ffW
y

ffX
y

ffY
y

ffZ
y

ff0
y

ff1
y

ff2
y

ff3
y

ff4
y

ff5
y

ff6
y

ff7
y

ff8
y

ff9
y

ff_
y

ff.
y

fga
y

fgb
y

fgc
y

fgd
y

fge
y

fgf
y

fgg
y

fgh
y

fgi
y

fgj
y

fgk
y

fgl
y

fgm
y

fgn
y

fgo
y

fgp
y

fgq
y

fgr
y

fgs
y

fgt
y

fgu
y

fgv
y

fgw
y

fgx
y

fgy
y

fgz
y

fgA
y

fgB
y

fgC
y

fgD
y

fgE
y

fgF
y

fgG
y

fgH
y

fgI
y

fgJ
y

fgK
y

fgL
y

fgM
y

fgN
y

fgO
y

fgP
y

fgQ
y

fgR
y

fgS
y

fgT
y

fgU
y

fgV
y

fgW
y

fgX
y

fgY
y

fgZ
y

fg0
y

fg1
y

fg2
y

fg3
y

fg4
y

fg5
y

fg6
y

fg7
y

fg8
y

fg9
y

fg_
y

fg.
y

fha
y

fhb
y

fhc
y

fhd
y

fhe
y

fhf
y

fhg
y

fhh
y

fhi
y

fhj
y

fhk
y

fhl
y

fhm
y

fhn
y

fho
y

fhp
y

fhq
y

fhr
y

fhs
y

fht
y

fhu
y

fhv
y

fhw
y

fhx
y

fhy
y

fhz
y

fhA
y

fhB
y

fhC
y

fhD
y

fhE
y

fhF
y

fhG
y

fhH
y

fhI
y

fhJ
y

fhK
y

fhL
y

fhM
y

fhN
y

fhO
y

fhP
y

fhQ
y

fhR
y

fhS
y

fhT
y

fhU
y

fhV
y

fhW
y

fhX
y

fhY
y

fhZ
y

fh0
y

fh1
y

fh2
y

fh3
y

fh4
y

fh5
y

fh6
y

fh7
y

fh8
y

fh9
y

fh_
y

fh.
y

fia
y

fib
y

fic
y

fid
y

fie
y

fif
y

fig
y

fih
y

fii
y

fij
y

fik
y

fil
y

fim
y

fin
y

fio
y

fip
y

fiq
y

fir
y

fis
y

fit
y

fiu
y

fiv
y

fiw
y

fix
y

fiy
y

fiz
y

fiA
y

fiB
y

fiC
y

fiD
y

fiE
y

fiF
y

fiG
y

fiH
y

fiI
y

fiJ
y

fiK
y

fiL
y

fiM
y

fiN
y

fiO
y

fiP
y

fiQ
y

fiR
y

fiS
y

fiT
y

fiU
y

fiV
y

fiW
y

fiX
y

fiY
y

fiZ
y

fi0
y

fi1
y

fi2
y

fi3
y

fi4
y

fi5
y

fi6
y

fi7
y

fi8
y

fi9
y

fi_
y

fi.
y

fja
y

fjb
y

fjc
y

fjd
y

fje
y

fjf
y

fjg
y

fjh
y

fji
y

fjj
y

fjk
y

fjl
y

fjm
y

fjn
y

fjo
y

fjp
y

fjq
y

fjr
y

fjs
y

fjt
y

fju
y

fjv
y

fjw
y

fjx
y

fjy
y

fjz
y

fjA
y

fjB
y

fjC
y

fjD
y

fjE
y

fjF
y

fjG
y

fjH
y

fjI
y

fjJ
y

fjK
y

fjL
y

fjM
y

fjN
y

fjO
y

fjP
y

fjQ
y

fjR
y

fjS
y

fjT
y

fjU
y

fjV
y

fjW
y

fjX
y

fjY
y

fjZ
y

fj0
y

fj1
y

fj2
y

fj3
y

fj4
y

fj5
y

fj6
y

fj7
y

fj8
y

fj9
y

fj_
y

fj.
y

fka
y

fkb
y

fkc
y

fkd
y

fke
y

fkf
y

fkg
y

fkh
y

fki
y

fkj
y

fkk
y

fkl
y

fkm
y

fkn
y

fko
y

fkp
y

fkq
y

fkr
y

fks
y

fkt
y

fku
y

fkv
y

fkw
y

fkx
y

fky
y

fkz
y

fkA
y

fkB
y

fkC
y

fkD
y

fkE
y

fkF
y

fkG
y

fkH
y

fkI
y

fkJ
y

fkK
y

fkL
y

fkM
y

fkN
y

fkO
y

fkP
y

fkQ
y

fkR
y

fkS
y

fkT
y

fkU
y

fkV
y

fkW
y

fkX
y

fkY
y

fkZ
y

fk0
y

fk1
y

fk2
y

fk3
y

fk4
y

fk5
y

fk6
y

fk7
y

fk8
y

fk9
y

fk_
y

fk.
y

fla
y

flb
y

flc
y

fld
y

fle
y

flf
y

flg
y

flh
y

fli
y

flj
y

flk
y

fll
y

flm
y

fln
y

flo
y

flp
y

flq
y

flr
y

fls
y

flt
y

flu
y

flv
y

flw
y

flx
y

fly
y

flz
y

flA
y

flB
y

flC
y

flD
y

flE
y

flF
y

flG
y

flH
y

flI
y

flJ
y

flK
y

flL
y

flM
y

flN
y

flO
y

flP
y

flQ
y

flR
y

flS
y

flT
y

flU
y

flV
y

flW
y

flX
y

flY
y

flZ
y

fl0
y

fl1
y

fl2
y

fl3
y

fl4
y

fl5
y

fl6
y

fl7
y

fl8
y

fl9
y

fl_
y

fl.
y

fma
y

fmb
y

fmc
y

fmd
y

fme
y

fmf
y

fmg
y

fmh
y

fmi
y

fmj
y

fmk
y

fml
y

fmm
y

fmn
y

fmo
y

fmp
y

fmq
y

fmr
y

fms
y

fmt
y

fmu
y

fmv
y

fmw
y

fmx
y

fmy
y

fmz
y

fmA
y

fmB
y

fmC
y

fmD
y

fmE
y

fmF
y

fmG
y

fmH
y

fmI
y

fmJ
y

fmK
y

fmL
y

fmM
y

fmN
y

fmO
y

fmP
y

fmQ
y

fmR
y

fmS
y

fmT
y

fmU
y

fmV
y

fmW
y

fmX
y

fmY
y

fmZ
y

fm0
y

fm1
y

fm2
y

fm3
y

fm4
y

fm5
y

fm6
y

fm7
y

fm8
y

fm9
y

fm_
y

fm.
y

fna
y

fnb
y

fnc
y

fnd
y

fne
y

fnf
y

fng
y

fnh
y

fni
y

fnj
y

fnk
y

fnl
y

fnm
y

fnn
y

fno
y

fnp
y

fnq
y

fnr
y

fns
y

fnt
y

fnu
y

fnv
y

fnw
y

fnx
y

fny
y

fnz
y

fnA
y

fnB
y

fnC
y

fnD
y

fnE
y

fnF
y

fnG
y

fnH
y

fnI
y

fnJ
y

fnK
y

fnL
y

fnM
y

fnN
y

fnO
y

fnP
y

fnQ
y

fnR
y

fnS
y

fnT
y

fnU
y

fnV
y

fnW
y

fnX
y

fnY
y

fnZ
y

fn0
y

fn1
y

fn2
y

fn3
y

fn4
y

fn5
y

fn6
y

fn7
y

fn8
y

fn9
y

fn_
y

fn.
y

foa
y

fob
y

foc
y

fod
y

foe
y

fof
y

fog
y

foh
y

foi
y

foj
y

fok
y

fol
y

fom
y

fon
y

foo
y

fop
y

foq
y

for
y

fos
y

fot
y

fou
y

fov
y

fow
y

fox
y

foy
y

foz
y

foA
y

foB
y

foC
y

foD
y

foE
y

foF
y

foG
y

foH
y

foI
y

foJ
y

foK
y

foL
y

foM
y

foN
y

foO
y

foP
y

foQ
y

foR
y

foS
y

foT
y

foU
y

foV
y

foW
y

foX
y

foY
y

foZ
y

fo0
y

fo1
y

fo2
y

fo3
y

fo4
y

fo5
y

fo6
y

fo7
y

fo8
y

fo9
y

fo_
y

fo.
y

fpa
y

fpb
y

fpc
y

fpd
y

fpe
y

fpf
y

fpg
y

fph
y

fpi
y

fpj
y

fpk
y

fpl
y

fpm
y

fpn
y

fpo
y

fpp
y

fpq
y

fpr
y

fps
y

fpt
y

fpu
y

fpv
y

fpw
y

fpx
y

fpy
y

fpz
y

fpA
y

fpB
y

fpC
y

fpD
y

fpE
y

fpF
y

fpG
y

fpH
y

fpI
y

fpJ
y

fpK
y

fpL
y

fpM
y

fpN
y

fpO
y

fpP
y

fpQ
y

fpR
y

fpS
y

fpT
y

fpU
y

fpV
y

fpW
y

fpX
y

fpY
y

fpZ
y

fp0
y

fp1
y

fp2
y

fp3
y

fp4
y

fp5
y

fp6
y

fp7
y

fp8
y

fp9
y

fp_
y

fp.
y

fqa
y

fqb
y

fqc
y

fqd
y

fqe
y

fqf
y

fqg
y

fqh
y

fqi
y

fqj
y

fqk
y

fql
y

fqm
y

fqn
y

fqo
y

fqp
y

fqq
y

fqr
y

fqs
y

fqt
y

fqu
y

fqv
y

fqw
y

fqx
y

fqy
y

fqz
y

fqA
y

fqB
y

fqC
y

fqD
y

fqE
y

fqF
y

fqG
y

fqH
y

fqI
y

fqJ
y

fqK
y

fqL
y

fqM
y

fqN
y

fqO
y

fqP
y

fqQ
y

fqR
y

fqS
y

fqT
y

fqU
y

fqV
y

fqW
y

fqX
y

fqY
y

fqZ
y

fq0
y

fq1
y

fq2
y

fq3
y

fq4
y

fq5
y

fq6
y

fq7
y

fq8
y

fq9
y

fq_
y

fq.
y

fra
y

frb
y

frc
y

frd
y

fre
y

frf
y

frg
y

frh
y

fri
y

frj
y

frk
y

frl
y

frm
y

frn
y

fro
y

frp
y

frq
y

frr
y

frs
y

frt
y

fru
y

frv
y

frw
y

frx
y

fry
y

frz
y

frA
y

frB
y

frC
y

frD
y

frE
y

frF
y

frG
y

frH
y

frI
y

frJ
y

frK
y

frL
y

frM
y

frN
y

frO
y

frP
y

frQ
y

frR
y

frS
y

frT
y

frU
y

frV
y

frW
y

frX
y

frY
y

frZ
y

fr0
y

fr1
y

fr2
y

fr3
y

fr4
y

fr5
y

fr6
y

fr7
y

fr8
y

fr9
y

fr_
y

fr.
y

fsa
y

fsb
y

fsc
y

fsd
y

fse
y

fsf
y

fsg
y

fsh
y

fsi
y

fsj
y

fsk
y

fsl
y

fsm
y

fsn
y

fso
y

fsp
y

fsq
y

fsr
y

fss
y

fst
y

fsu
y

fsv
y

fsw
y

fsx
y

fsy
y

fsz
y

fsA
y

fsB
y

fsC
y

fsD
y

fsE
y

fsF
y

fsG
y

fsH
y

fsI
y

fsJ
y

fsK
y

fsL
y

fsM
y

fsN
y

fsO
y

fsP
y

fsQ
y

fsR
y

fsS
y

fsT
y

fsU
y

fsV
y

fsW
y

fsX
y

fsY
y

fsZ
y

fs0
y

fs1
y

fs2
y

fs3
y

fs4
y

fs5
y

fs6
y

fs7
y

fs8
y

fs9
y

fs_
y

fs.
y

fta
y

ftb
y

ftc
y

ftd
y

fte
y

ftf
y

ftg
y

fth
y

fti
y

ftj
y

ftk
y

ftl
y

ftm
y

ftn
y

fto
y

ftp
y

ftq
y

ftr
y

fts
y

ftt
y

ftu
y

ftv
y

ftw
y

ftx
y

fty
y

ftz
y

ftA
y

ftB
y

ftC
y

ftD
y

ftE
y

ftF
y

ftG
y

ftH
y

ftI
y

ftJ
y

ftK
y

ftL
y

ftM
y

ftN
y

ftO
y

ftP
y

ftQ
y

ftR
y

ftS
y

ftT
y

ftU
y

ftV
y

ftW
y

ftX
y

ftY
y

ftZ
y

ft0
y

ft1
y

ft2
y

ft3
y

ft4
y

ft5
y

ft6
y

ft7
y

ft8
y

ft9
y

ft_
y

ft.
y

fua
y

fub
y

fuc
y

fud
y

fue
y

fuf
y

fug
y

fuh
y

fui
y

fuj
y

fuk
y

ful
y

fum
y

fun
y

fuo
y

fup
y

fuq
y

fur
y

fus
y

fut
y

fuu
y

fuv
y

fuw
y

fux
y

fuy
y

fuz
y

fuA
y

fuB
y

fuC
y

fuD
y

fuE
y

fuF
y

fuG
y

fuH
y

fuI
y

fuJ
y

fuK
y

fuL
y

fuM
y

fuN
y

fuO
y

fuP
y

fuQ
y

fuR
y

fuS
y

fuT
y

fuU
y

fuV
y

fuW
y

fuX
y

fuY
y

fuZ
y

fu0
y

fu1
y

fu2
y

fu3
y

fu4
y

fu5
y

fu6
y

fu7
y

fu8
y

fu9
y

fu_
y

fu.
y

fva
y

fvb
y

fvc
y

fvd
y

fve
y

fvf
y

fvg
y

fvh
y

fvi
y

fvj
y

fvk
y

fvl
y

fvm
y

fvn
y

fvo
y

fvp
y

fvq
y

fvr
y

fvs
y

fvt
y

fvu
y

fvv
y

fvw
y

fvx
y

fvy
y

fvz
y

fvA
y

fvB
y

fvC
y

fvD
y

fvE
y

fvF
y

fvG
y

fvH
y

fvI
y

fvJ
y

fvK
y

fvL
y

fvM
y

fvN
y

fvO
y

fvP
y

fvQ
y

fvR
y

fvS
y

fvT
y

fvU
y

fvV
y

fvW
y

fvX
y

fvY
y

fvZ
y

fv0
y

fv1
y

fv2
y

fv3
y

fv4
y

fv5
y

fv6
y

fv7
y

fv8
y

fv9
y

fv_
y

fv.
y

fwa
y

fwb
y

fwc
y

fwd
y

fwe
y

fwf
y

fwg
y

fwh
y

fwi
y

fwj
y

fwk
y

fwl
y

fwm
y

fwn
y

fwo
y

fwp
y

fwq
y

fwr
y

fws
y

fwt
y

fwu
y

fwv
y

fww
y

fwx
y

fwy
y

fwz
y

fwA
y

fwB
y

fwC
y

fwD
y

fwE
y

fwF
y

fwG
y

fwH
y

fwI
y

fwJ
y

fwK
y

fwL
y

fwM
y

fwN
y

fwO
y

fwP
y

fwQ
y

fwR
y

fwS
y

fwT
y

fwU
y

fwV
y

fwW
y

fwX
y

fwY
y

fwZ
y

fw0
y

fw1
y

fw2
y

fw3
y

fw4
y

fw5
y

fw6
y

fw7
y

fw8
y

fw9
y

fw_
y

fw.
y

fxa
y

fxb
y

fxc
y

fxd
y

fxe
y

fxf
y

fxg
y

fxh
y

fxi
y

fxj
y

fxk
y

fxl
y

fxm
y

fxn
y

fxo
y

fxp
y

fxq
y

fxr
y

fxs
y

fxt
y

fxu
y

fxv
y

fxw
y

fxx
y

fxy
y

fxz
y

fxA
y

fxB
y

fxC
y

fxD
y

fxE
y

fxF
y

fxG
y

fxH
y

fxI
y

fxJ
y

fxK
y

fxL
y

fxM
y

fxN
y

fxO
y

fxP
y

fxQ
y

fxR
y

fxS
y

fxT
y

fxU
y

fxV
y

fxW
y

fxX
y

fxY
y

fxZ
y

fx0
y

fx1
y

fx2
y

fx3
y

fx4
y

fx5
y

fx6
y

fx7
y

fx8
y

fx9
y

fx_
y

fx.
y

fya
y

fyb
y

fyc
y

fyd
y

fye
y

fyf
y

fyg
y

fyh
y

fyi
y

fyj
y

fyk
y

fyl
y

fym
y

fyn
y

fyo
y

fyp
y

fyq
y

fyr
y

fys
y

fyt
y

fyu
y

fyv
y

fyw
y

fyx
y

fyy
y

fyz
y

fyA
y

fyB
y

fyC
y

fyD
y

fyE
y

fyF
y

fyG
y

fyH
y

fyI
y

fyJ
y

fyK
y

fyL
y

fyM
y

fyN
y

fyO
y

fyP
y

fyQ
y

fyR
y

fyS
y

fyT
y

fyU
y

fyV
y

fyW
y

fyX
y

fyY
y

fyZ
y

fy0
y

fy1
y

fy2
y

fy3
y

fy4
y

fy5
y

fy6
y

fy7
y

fy8
y

fy9
y

fy_
y

fy.
y

fza
y

fzb
y

fzc
y

fzd
y

fze
y

fzf
y

fzg
y

fzh
y

fzi
y

fzj
y

fzk
y

fzl
y

fzm
y

fzn
y

fzo
y

fzp
y

fzq
y

fzr
y

fzs
y

fzt
y

fzu
y

fzv
y

fzw
y

fzx
y

fzy
y

fzz
y

fzA
y

fzB
y

fzC
y

fzD
y

fzE
y

fzF
y

fzG
y

fzH
y

fzI
y

fzJ
y

fzK
y

fzL
y

fzM
y

fzN
y

fzO
y

fzP
y

fzQ
y

fzR
y

fzS
y

fzT
y

fzU
y

fzV
y

fzW
y

fzX
y

fzY
y

fzZ
y

fz0
y

fz1
y

fz2
y

fz3
y

fz4
y

fz5
y

fz6
y

fz7
y

fz8
y

fz9
y

fz_
y

fz.
y

fAa
y

fAb
y

fAc
y

fAd
y

fAe
y

fAf
y

fAg
y

fAh
y

fAi
y

fAj
y

fAk
y

fAl
y

fAm
y

fAn
y

fAo
y

fAp
y

fAq
y

fAr
y

fAs
y

fAt
y

fAu
y

fAv
y

fAw
y

fAx
y

fAy
y

fAz
y

fAA
y

fAB
y

fAC
y

fAD
y

fAE
y

fAF
y

fAG
y

fAH
y

fAI
y

fAJ
y

fAK
y

fAL
y

fAM
y

fAN
y

fAO
y

fAP
y

fAQ
y

fAR
y

fAS
y

fAT
y

fAU
y

fAV
y

fAW
y

fAX
y

fAY
y

fAZ
y

fA0
y

fA1
y

fA2
y

fA3
y

fA4
y

fA5
y

fA6
y

fA7
y

fA8
y

fA9
y

fA_
y

fA.
y

fBa
y

fBb
y

fBc
y

fBd
y

fBe
y

fBf
y

fBg
y

fBh
y

fBi
y

fBj
y

fBk
y

fBl
y

fBm
y

fBn
y

fBo
y

fBp
y

fBq
y

fBr
y

fBs
y

fBt
y

fBu
y

fBv
y

fBw
y

fBx
y

fBy
y

fBz
y

fBA
y

fBB
y

fBC
y

fBD
y

fBE
y

fBF
y

fBG
y

fBH
y

fBI
y

fBJ
y

fBK
y

fBL
y

fBM
y

fBN
y

fBO
y

fBP
y

fBQ
y

fBR
y

fBS
y

fBT
y

fBU
y

fBV
y

fBW
y

fBX
y

fBY
y

fBZ
y

fB0
y

fB1
y

fB2
y

fB3
y

fB4
y

fB5
y

fB6
y

fB7
y

fB8
y

fB9
y

fB_
y

fB.
y

fCa
y

fCb
y

fCc
y

fCd
y

fCe
y

fCf
y

fCg
y

fCh
y

fCi
y

fCj
y

fCk
y

fCl
y

fCm
y

fCn
y

fCo
y

fCp
y

fCq
y

fCr
y

fCs
y

fCt
y

fCu
y

fCv
y

fCw
y

fCx
y

fCy
y

fCz
y

fCA
y

fCB
y

fCC
y

fCD
y

fCE
y

fCF
y

fCG
y

fCH
y

fCI
y

fCJ
y

fCK
y

fCL
y

fCM
y

fCN
y

fCO
y

fCP
y

fCQ
y

fCR
y

fCS
y

fCT
y

fCU
y

fCV
y

fCW
y

fCX
y

fCY
y

fCZ
y

fC0
y

fC1
y

fC2
y

fC3
y

fC4
y

fC5
y

fC6
y

fC7
y

fC8
y

fC9
y

fC_
y

fC.
y

fDa
y

fDb
y

fDc
y

fDd
y

fDe
y

fDf
y

fDg
y

fDh
y

fDi
y

fDj
y

fDk
y

fDl
y

fDm
y

fDn
y

fDo
y

fDp
y

fDq
y

fDr
y

fDs
y

fDt
y

fDu
y

fDv
y

fDw
y

fDx
y

fDy
y

fDz
y

fDA
y

fDB
y

fDC
y

fDD
y

fDE
y

fDF
y

fDG
y

fDH
y

fDI
y

fDJ
y

fDK
y

fDL
y

fDM
y

fDN
y

fDO
y

fDP
y

fDQ
y

fDR
y

fDS
y

fDT
y

fDU
y

fDV
y

fDW
y

fDX
y

fDY
y

fDZ
y

fD0
y

fD1
y

fD2
y

fD3
y

fD4
y

fD5
y

fD6
y

fD7
y

fD8
y

fD9
y

fD_
y

fD.
y

fEa
y

fEb
y

fEc
y

fEd
y

fEe
y

fEf
y

fEg
y

fEh
y

fEi
y

fEj
y

fEk
y

fEl
y

fEm
y

fEn
y

fEo
y

fEp
y

fEq
y

fEr
y

fEs
y

fEt
y

fEu
y

fEv
y

fEw
y

fEx
y

fEy
y

fEz
y

fEA
y

fEB
y

fEC
y

fED
y

fEE
y

fEF
y

fEG
y

fEH
y

fEI
y

fEJ
y

fEK
y

fEL
y

fEM
y

fEN
y

fEO
y

fEP
y

fEQ
y

fER
y

fES
y

fET
y

fEU
y

fEV
y

fEW
y

fEX
y

fEY
y

fEZ
y

fE0
y

fE1
y

fE2
y

fE3
y

fE4
y

fE5
y

fE6
y

fE7
y

fE8
y

fE9
y

fE_
y

fE.
y

fFa
y

fFb
y

fFc
y

fFd
y

fFe
y

fFf
y

fFg
y

fFh
y

fFi
y

fFj
y

fFk
y

fFl
y

fFm
y

fFn
y

fFo
y

fFp
y

fFq
y

fFr
y

fFs
y

fFt
y

fFu
y

fFv
y

fFw
y

fFx
y

fFy
y

fFz
y

fFA
y

fFB
y

fFC
y

fFD
y

fFE
y

fFF
y

fFG
y

fFH
y

fFI
y

fFJ
y

fFK
y

fFL
y

fFM
y

fFN
y

fFO
y

fFP
y

fFQ
y

fFR
y

fFS
y

fFT
y

fFU
y

fFV
y

fFW
y

fFX
y

fFY
y

fFZ
y

fF0
y

fF1
y

fF2
y

fF3
y

fF4
y

fF5
y

fF6
y

fF7
y

fF8
y

fF9
y

fF_
y

fF.
y

fGa
y

fGb
y

fGc
y

fGd
y

fGe
y

fGf
y

fGg
y

fGh
y

fGi
y

fGj
y

fGk
y

fGl
y

fGm
y

fGn
y

fGo
y

fGp
y

fGq
y

fGr
y

fGs
y

fGt
y

fGu
y

fGv
y

fGw
y

fGx
y

fGy
y

fGz
y

fGA
y

fGB
y

fGC
y

fGD
y

fGE
y

fGF
y

fGG
y

fGH
y

fGI
y

fGJ
y

fGK
y

fGL
y

fGM
y

fGN
y

fGO
y

fGP
y

fGQ
y

fGR
y

fGS
y

fGT
y

fGU
y

fGV
y

fGW
y

fGX
y

fGY
y

fGZ
y

fG0
y

fG1
y

fG2
y

fG3
y

fG4
y

fG5
y

fG6
y

fG7
y

fG8
y

fG9
y

fG_
y

fG.
y

fHa
y

fHb
y

fHc
y

fHd
y

fHe
y

fHf
y

fHg
y

fHh
y

fHi
y

fHj
y

fHk
y

fHl
y

fHm
y

fHn
y

fHo
y

fHp
y

fHq
y

fHr
y

fHs
y

fHt
y

fHu
y

fHv
y

fHw
y

fHx
y

fHy
y

fHz
y

fHA
y

fHB
y

fHC
y

fHD
y

fHE
y

fHF
y

fHG
y

fHH
y

fHI
y

fHJ
y

fHK
y

fHL
y

fHM
y

fHN
y

fHO
y

fHP
y

fHQ
y

fHR
y

fHS
y

fHT
y

fHU
y

fHV
y

fHW
y

fHX
y

fHY
y

fHZ
y

fH0
y

fH1
y

fH2
y

fH3
y

fH4
y

fH5
y

fH6
y

fH7
y

fH8
y

fH9
y

fH_
y

fH.
y

fIa
y

fIb
y

fIc
y

fId
y

fIe
y

fIf
y

fIg
y

fIh
y

fIi
y

fIj
y

fIk
y

fIl
y

fIm
y

fIn
y

fIo
y

fIp
y

fIq
y

fIr
y

fIs
y

fIt
y

fIu
y

fIv
y

fIw
y

fIx
y

fIy
y

fIz
y

fIA
y

fIB
y

fIC
y

fID
y

fIE
y

fIF
y

fIG
y

fIH
y

fII
y

fIJ
y

fIK
y

fIL
y

fIM
y

fIN
y

fIO
y

fIP
y

fIQ
y

fIR
y

fIS
y

fIT
y

fIU
y

fIV
y

fIW
y

fIX
y

fIY
y

fIZ
y

fI0
y

fI1
y

fI2
y

fI3
y

fI4
y

fI5
y

fI6
y

fI7
y

fI8
y

fI9
y

fI_
y

fI.
y

fJa
y

fJb
y

fJc
y

fJd
y

fJe
y

fJf
y

fJg
y

fJh
y

fJi
y

fJj
y

fJk
y

fJl
y

fJm
y

fJn
y

fJo
y

fJp
y

fJq
y

fJr
y

fJs
y

fJt
y

fJu
y

fJv
y

fJw
y

fJx
y

fJy
y

fJz
y

fJA
y

fJB
y

fJC
y

fJD
y

fJE
y

fJF
y

fJG
y

fJH
y

fJI
y

fJJ
y

fJK
y

fJL
y

fJM
y

fJN
y

fJO
y

fJP
y

fJQ
y

fJR
y

fJS
y

fJT
y

fJU
y

fJV
y

fJW
y

fJX
y

fJY
y

fJZ
y

fJ0
y

fJ1
y

fJ2
y

fJ3
y

fJ4
y

fJ5
y

fJ6
y

fJ7
y

fJ8
y

fJ9
y

fJ_
y

fJ.
y

fKa
y

fKb
y

fKc
y

fKd
y

fKe
y

fKf
y

fKg
y

fKh
y

fKi
y

fKj
y

fKk
y

fKl
y

fKm
y

fKn
y

fKo
y

fKp
y

fKq
y

fKr
y

fKs
y

fKt
y

fKu
y

fKv
y

fKw
y

fKx
y

fKy
y

fKz
y

fKA
y

fKB
y

fKC
y

fKD
y

fKE
y

fKF
y

fKG
y

fKH
y

fKI
y

fKJ
y

fKK
y

fKL
y

fKM
y

fKN
y

fKO
y

fKP
y

fKQ
y

fKR
y

fKS
y

fKT
y

fKU
y

fKV
y

fKW
y

fKX
y

fKY
y

fKZ
y

fK0
y

fK1
y

fK2
y

fK3
y

fK4
y

fK5
y

fK6
y

fK7
y

fK8
y

fK9
y

fK_
y

fK.
y

fLa
y

fLb
y

fLc
y

fLd
y

fLe
y

fLf
y

fLg
y

fLh
y

fLi
y

fLj
y

fLk
y

fLl
y

fLm
y

fLn
y

fLo
y

fLp
y

fLq
y

fLr
y

fLs
y

fLt
y

fLu
y

fLv
y

fLw
y

fLx
y

fLy
y

fLz
y

fLA
y

fLB
y

fLC
y

fLD
y

fLE
y

fLF
y

fLG
y

fLH
y

fLI
y

fLJ
y

fLK
y

fLL
y

fLM
y

fLN
y

fLO
y

fLP
y

fLQ
y

fLR
y

fLS
y

fLT
y

fLU
y

fLV
y

fLW
y

fLX
y

fLY
y

fLZ
y

fL0
y

fL1
y

fL2
y

fL3
y

fL4
y

fL5
y

fL6
y

fL7
y

fL8
y

fL9
y

fL_
y

fL.
y

fMa
y

fMb
y

fMc
y

fMd
y

fMe
y

fMf
y

fMg
y

fMh
y

fMi
y

fMj
y

fMk
y

fMl
y

fMm
y

fMn
y

fMo
y

fMp
y

fMq
y

fMr
y

fMs
y

fMt
y

fMu
y

fMv
y

fMw
y

fMx
y

fMy
y

fMz
y

fMA
y

fMB
y

fMC
y

fMD
y

fME
y

fMF
y

fMG
y

fMH
y

fMI
y

fMJ
y

fMK
y

fML
y

fMM
y

fMN
y

fMO
y

fMP
y

fMQ
y

fMR
y

fMS
y

fMT
y

fMU
y

fMV
y

fMW
y

fMX
y

fMY
y

fMZ
y

fM0
y

fM1
y

fM2
y

fM3
y

fM4
y

fM5
y

fM6
y

fM7
y

fM8
y

fM9
y

fM_
y

fM.
y

fNa
y

fNb
y

fNc
y

fNd
y

fNe
y

fNf
y

fNg
y

fNh
y

fNi
y

fNj
y

fNk
y

fNl
y

fNm
y

fNn
y

fNo
y

fNp
y

fNq
y

fNr
y

fNs
y

fNt
y

fNu
y

fNv
y

fNw
y

fNx
y

fNy
y

fNz
y

fNA
y

fNB
y

fNC
y

fND
y

fNE
y

fNF
y

fNG
y

fNH
y

fNI
y

fNJ
y

fNK
y

fNL
y

fNM
y

fNN
y

fNO
y

fNP
y

fNQ
y

fNR
y

fNS
y

fNT
y

fNU
y

fNV
y

fNW
y

fNX
y

fNY
y

fNZ
y

fN0
y

fN1
y

fN2
y

fN3
y

fN4
y

fN5
y

fN6
y

fN7
y

fN8
y

fN9
y

fN_
y

fN.
y

fOa
y

fOb
y

fOc
y

fOd
y

fOe
y

fOf
y

fOg
y

fOh
y

fOi
y

fOj
y

fOk
y

fOl
y

fOm
y

fOn
y

fOo
y

fOp
y

fOq
y

fOr
y

fOs
y

fOt
y

fOu
y

fOv
y

fOw
y

fOx
y

fOy
y

fOz
y

fOA
y

fOB
y

fOC
y

fOD
y

fOE
y

fOF
y

fOG
y

fOH
y

fOI
y

fOJ
y

fOK
y

fOL
y

fOM
y

fON
y

fOO
y

fOP
y

fOQ
y

fOR
y

fOS
y

fOT
y

fOU
y

fOV
y

fOW
y

fOX
y

fOY
y

fOZ
y

fO0
y

fO1
y

fO2
y

fO3
y

fO4
y

fO5
y

fO6
y

fO7
y

fO8
y

fO9
y

fO_
y

fO.
y

fPa
y

fPb
y

fPc
y

fPd
y

fPe
y

fPf
y

fPg
y

fPh
y

fPi
y

fPj
y

fPk
y

fPl
y

fPm
y

fPn
y

fPo
y

fPp
y

fPq
y

fPr
y

fPs
y

fPt
y

fPu
y

fPv
y

fPw
y

fPx
y

fPy
y

fPz
y

fPA
y

fPB
y

fPC
y

fPD
y

fPE
y

fPF
y

fPG
y

fPH
y

fPI
y

fPJ
y

fPK
y

fPL
y

fPM
y

fPN
y

fPO
y

fPP
y

fPQ
y

fPR
y

fPS
y

fPT
y

fPU
y

fPV
y

fPW
y

fPX
y

fPY
y

fPZ
y

fP0
y

fP1
y

fP2
y

fP3
y

fP4
y

fP5
y

fP6
y

fP7
y

fP8
y

fP9
y

fP_
y

fP.
y

fQa
y

fQb
y

fQc
y

fQd
y

fQe
y

fQf
y

fQg
y

fQh
y

fQi
y

fQj
y

fQk
y

fQl
y

fQm
y

fQn
y

fQo
y

fQp
y

fQq
y

fQr
y

fQs
y

fQt
y

fQu
y

fQv
y

fQw
y

fQx
y

fQy
y

fQz
y

fQA
y

fQB
y

fQC
y

fQD
y

fQE
y

fQF
y

fQG
y

fQH
y

fQI
y

fQJ
y

fQK
y

fQL
y

fQM
y

fQN
y

fQO
y

fQP
y

fQQ
y

fQR
y

fQS
y

fQT
y

fQU
y

fQV
y

fQW
y

fQX
y

fQY
y

fQZ
y

fQ0
y

fQ1
y

fQ2
y

fQ3
y

fQ4
y

fQ5
y

fQ6
y

fQ7
y

fQ8
y

fQ9
y

fQ_
y

fQ.
y

fRa
y

fRb
y

fRc
y

fRd
y

fRe
y

fRf
y

fRg
y

fRh
y

fRi
y

fRj
y

fRk
y

fRl
y

fRm
y

fRn
y

fRo
y

fRp
y

fRq
y

fRr
y

fRs
y

fRt
y

fRu
y

fRv
y

fRw
y

fRx
y

fRy
y

fRz
y

fRA
y

fRB
y

fRC
y

fRD
y

fRE
y

fRF
y

fRG
y

fRH
y

fRI
y

fRJ
y

fRK
y

fRL
y

fRM
y

fRN
y

fRO
y

fRP
y

fRQ
y

fRR
y

fRS
y

fRT
y

fRU
y

fRV
y

fRW
y

fRX
y

fRY
y

fRZ
y

fR0
y

fR1
y

fR2
y

fR3
y

fR4
y

fR5
y

fR6
y

fR7
y

fR8
y

fR9
y

fR_
y

fR.
y

fSa
y

fSb
y

fSc
y

fSd
y

fSe
y

fSf
y

fSg
y

fSh
y

fSi
y

fSj
y

fSk
y

fSl
y

fSm
y

fSn
y

fSo
y

fSp
y

fSq
y

fSr
y

fSs
y

fSt
y

fSu
y

fSv
y

fSw
y

fSx
y

fSy
y

fSz
y

fSA
y

fSB
y

fSC
y

fSD
y

fSE
y

fSF
y

fSG
y

fSH
y

fSI
y

fSJ
y

fSK
y

fSL
y

fSM
y

fSN
y

fSO
y

fSP
y

fSQ
y

fSR
y

fSS
y

fST
y

fSU
y

fSV
y

fSW
y

fSX
y

fSY
y

fSZ
y

fS0
y

fS1
y

fS2
y

fS3
y

fS4
y

fS5
y

fS6
y

fS7
y

fS8
y

fS9
y

fS_
y

fS.
y

fTa
y

fTb
y

fTc
y

fTd
y

fTe
y

fTf
y

fTg
y

fTh
y

fTi
y

fTj
y

fTk
y

fTl
y

fTm
y

fTn
y

fTo
y

fTp
y

fTq
y

fTr
y

fTs
y

fTt
y

fTu
y

fTv
y

fTw
y

fTx
y

fTy
y

fTz
y

fTA
y

fTB
y

fTC
y

fTD
y

fTE
y

fTF
y

fTG
y

fTH
y

fTI
y

fTJ
y

fTK
y

fTL
y

fTM
y

fTN
y

fTO
y

fTP
y

fTQ
y

fTR
y

fTS
y

fTT
y

fTU
y

fTV
y

fTW
y

fTX
y

fTY
y

fTZ
y

fT0
y

fT1
y

fT2
y

fT3
y

fT4
y

fT5
y

fT6
y

fT7
y

fT8
y

fT9
y

fT_
y

fT.
y

fUa
y

fUb
y

fUc
y

fUd
y

fUe
y

fUf
y

fUg
y

fUh
y

fUi
y

fUj
y

fUk
y

fUl
y

fUm
y

fUn
y

fUo
y

fUp
y

fUq
y

fUr
y

fUs
y

fUt
y

fUu
y

fUv
y

fUw
y

fUx
y

fUy
y

fUz
y

fUA
y

fUB
y

fUC
y

fUD
y

fUE
y

fUF
y

fUG
y

fUH
y

fUI
y

fUJ
y

fUK
y

fUL
y

fUM
y

fUN
y

fUO
y

fUP
y

fUQ
y

fUR
y

fUS
y

fUT
y

fUU
y

fUV
y

fUW
y

fUX
y

fUY
y

fUZ
y

fU0
y

fU1
y

fU2
y

fU3
y

fU4
y

fU5
y

fU6
y

fU7
y

fU8
y

fU9
y

fU_
y

fU.
y

fVa
y

fVb
y

fVc
y

fVd
y

fVe
y

fVf
y

fVg
y

fVh
y

fVi
y

fVj
y

fVk
y

fVl
y

fVm
y

fVn
y

fVo
y

fVp
y

fVq
y

fVr
y

fVs
y

fVt
y

fVu
y

fVv
y

fVw
y

fVx
y

fVy
y

fVz
y

fVA
y

fVB
y

fVC
y

fVD
y

fVE
y

fVF
y

fVG
y

fVH
y

fVI
y

fVJ
y

fVK
y

fVL
y

fVM
y

fVN
y

fVO
y

fVP
y

fVQ
y

fVR
y

fVS
y

fVT
y

fVU
y

fVV
y

fVW
y

fVX
y

fVY
y

fVZ
y

fV0
y

fV1
y

fV2
y

fV3
y

fV4
y

fV5
y

fV6
y

fV7
y

fV8
y

fV9
y

fV_
y

fV.
y

fWa
y

fWb
y

fWc
y

fWd
y

fWe
y

fWf
y

fWg
y

fWh
y

fWi
y

fWj
y

fWk
y

fWl
y

fWm
y

fWn
y

fWo
y

fWp
y

fWq
y

fWr
y

fWs
y

fWt
y

fWu
y

fWv
y

fWw
y

fWx
y

fWy
y

fWz
y

fWA
y

fWB
y

fWC
y

fWD
y

fWE
y

fWF
y

fWG
y

fWH
y

fWI
y

fWJ
y

fWK
y

fWL
y

fWM
y

fWN
y

fWO
y

fWP
y

fWQ
y

fWR
y

fWS
y

fWT
y

fWU
y

fWV
y

fWW
y

fWX
y

fWY
y

fWZ
y

fW0
y

fW1
y

fW2
y

fW3
y

fW4
y

fW5
y

fW6
y

fW7
y

fW8
y

fW9
y

fW_
y

fW.
y

fXa
y

fXb
y

fXc
y

fXd
y

fXe
y

fXf
y

fXg
y

fXh
y

fXi
y

fXj
y

fXk
y

fXl
y

fXm
y

fXn
y

fXo
y

fXp
y

fXq
y

fXr
y

fXs
y

fXt
y

fXu
y

fXv
y

fXw
y

fXx
y

fXy
y

fXz
y

fXA
y

fXB
y

fXC
y

fXD
y

fXE
y

fXF
y

fXG
y

fXH
y

fXI
y

fXJ
y

fXK
y

fXL
y

fXM
y

fXN
y

fXO
y

fXP
y

fXQ
y

fXR
y

fXS
y

fXT
y

fXU
y

fXV
y

fXW
y

fXX
y

fXY
y

fXZ
y

fX0
y

fX1
y

fX2
y

fX3
y

fX4
y

fX5
y

fX6
y

fX7
y

fX8
y

fX9
y

fX_
y

fX.
y

fYa
y

fYb
y

fYc
y

fYd
y

fYe
y

fYf
y

fYg
y

fYh
y

fYi
y

fYj
y

fYk
y

fYl
y

fYm
y

fYn
y

fYo
y

fYp
y

fYq
y

fYr
y

fYs
y

fYt
y

fYu
y

fYv
y

fYw
y

fYx
y

fYy
y

fYz
y

fYA
y

fYB
y

fYC
y

fYD
y

fYE
y

fYF
y

fYG
y

fYH
y

fYI
y

fYJ
y

fYK
y

fYL
y

fYM
y

fYN
y

fYO
y

fYP
y

fYQ
y

fYR
y

fYS
y

fYT
y

fYU
y

fYV
y

fYW
y

fYX
y

fYY
y

fYZ
y

fY0
y

fY1
y

fY2
y

fY3
y

fY4
y

fY5
y

fY6
y

fY7
y

fY8
y

fY9
y

fY_
y

fY.
y

fZa
y

fZb
y

fZc
y

fZd
y

fZe
y

fZf
y

fZg
y

fZh
y

fZi
y

fZj
y

fZk
y

fZl
y

fZm
y

fZn
y

fZo
y

fZp
y

fZq
y

fZr
y

fZs
y

fZt
y

fZu
y

fZv
y

fZw
y

fZx
y

fZy
y

fZz
y

fZA
y

fZB
y

fZC
y

fZD
y

fZE
y

fZF
y

fZG
y

fZH
y

fZI
y

fZJ
y

fZK
y

fZL
y

fZM
y

fZN
y

fZO
y

fZP
y

fZQ
y

fZR
y

fZS
y

fZT
y

fZU
y

fZV
y

fZW
y

fZX
y

fZY
y

fZZ
y

fZ0
y

fZ1
y

fZ2
y

fZ3
y

fZ4
y

fZ5
y

fZ6
y

fZ7
y

fZ8
y

fZ9
y

fZ_
y

fZ.
y

f0a
y

f0b
y

f0c
y

f0d
y

f0e
y

f0f
y

f0g
y

f0h
y

f0i
y

f0j
y

f0k
y

f0l
y

f0m
y

f0n
y

f0o
y

f0p
y

f0q
y

f0r
y

f0s
y

f0t
y

f0u
y

f0v
y

f0w
y

f0x
y

f0y
y

f0z
y

f0A
y

f0B
y

f0C
y

f0D
y

f0E
y

f0F
y

f0G
y

f0H
y

f0I
y

f0J
y

f0K
y

f0L
y

f0M
y

f0N
y

f0O
y

f0P
y

f0Q
y

f0R
y

f0S
y

f0T
y

f0U
y

f0V
y

f0W
y

f0X
y

f0Y
y

f0Z
y

f00
y

f01
y

f02
y

f03
y

f04
y

f05
y

f06
y

f07
y

f08
y

f09
y

f0_
y

f0.
y

f1a
y

f1b
y

f1c
y

f1d
y

f1e
y

f1f
y

f1g
y

f1h
y

f1i
y

f1j
y

f1k
y

f1l
y

f1m
y

f1n
y

f1o
y

f1p
y

f1q
y

f1r
y

f1s
y

f1t
y

f1u
y

f1v
y

f1w
y

f1x
y

f1y
y

f1z
y

f1A
y

f1B
y

f1C
y

f1D
y

f1E
y

f1F
y

f1G
y

f1H
y

f1I
y

f1J
y

f1K
y

f1L
y

f1M
y

f1N
y

f1O
y

f1P
y

f1Q
y

f1R
y

f1S
y

f1T
y

f1U
y

f1V
y

f1W
y

f1X
y

f1Y
y

f1Z
y

f10
y

f11
y

f12
y

f13
y

f14
y

f15
y

f16
y

f17
y

f18
y

f19
y

f1_
y

f1.
y

f2a
y

f2b
y

f2c
y

f2d
y

f2e
y

f2f
y

f2g
y

f2h
y

f2i
y

f2j
y

f2k
y

f2l
y

f2m
y

f2n
y

f2o
y

f2p
y

f2q
y

f2r
y

f2s
y

f2t
y

f2u
y

f2v
y

f2w
y

f2x
y

f2y
y

f2z
y

f2A
y

f2B
y

f2C
y

f2D
y

f2E
y

f2F
y

f2G
y

f2H
y

f2I
y

f2J
y

f2K
y

f2L
y

f2M
y

f2N
y

f2O
y

f2P
y

f2Q
y

f2R
y

f2S
y

f2T
y

f2U
y

f2V
y

f2W
y

f2X
y

f2Y
y

f2Z
y

f20
y

f21
y

f22
y

f23
y

f24
y

f25
y

f26
y

f27
y

f28
y

f29
y

f2_
y

f2.
y

f3a
y

f3b
y

f3c
y

f3d
y

f3e
y

f3f
y

f3g
y

f3h
y

f3i
y

f3j
y

f3k
y

f3l
y

f3m
y

f3n
y

f3o
y

f3p
y

f3q
y

f3r
y

f3s
y

f3t
y

f3u
y

f3v
y

f3w
y

f3x
y

f3y
y

f3z
y

f3A
y

f3B
y

f3C
y

f3D
y

f3E
y

f3F
y

f3G
y

f3H
y

f3I
y

f3J
y

f3K
y

f3L
y

f3M
y

f3N
y

f3O
y

f3P
y

f3Q
y

f3R
y

f3S
y

f3T
y

f3U
y

f3V
y

f3W
y

f3X
y

f3Y
y

f3Z
y

f30
y

f31
y

f32
y

f33
y

f34
y

f35
y

f36
y

f37
y

f38
y

f39
y

f3_
y

f3.
y

f4a
y

f4b
y

f4c
y

f4d
y

f4e
y

f4f
y

f4g
y

f4h
y

f4i
y

f4j
y

f4k
y

f4l
y

f4m
y

f4n
y

f4o
y

f4p
y

f4q
y

f4r
y

f4s
y

f4t
y

f4u
y

f4v
y

f4w
y

f4x
y

f4y
y

f4z
y

f4A
y

f4B
y

f4C
y

f4D
y

f4E
y

f4F
y

f4G
y

f4H
y

f4I
y

f4J
y

f4K
y

f4L
y

f4M
y

f4N
y

f4O
y

f4P
y

f4Q
y

f4R
y

f4S
y

f4T
y

f4U
y

f4V
y

f4W
y

f4X
y

f4Y
y

f4Z
y

f40
y

f41
y

f42
y

f43
y

f44
y

f45
y

f46
y

f47
y

f48
y

f49
y

f4_
y

f4.
y

f5a
y

f5b
y

f5c
y

f5d
y

f5e
y

f5f
y

f5g
y

f5h
y

f5i
y

f5j
y

f5k
y

f5l
y

f5m
y

f5n
y

f5o
y

f5p
y

f5q
y

f5r
y

f5s
y

f5t
y

f5u
y

f5v
y

f5w
y

f5x
y

f5y
y

f5z
y

f5A
y

f5B
y

f5C
y

f5D
y

f5E
y

f5F
y

f5G
y

f5H
y

f5I
y

f5J
y

f5K
y

f5L
y

f5M
y

f5N
y

f5O
y

f5P
y

f5Q
y

f5R
y

f5S
y

f5T
y

f5U
y

f5V
y

f5W
y

f5X
y

f5Y
y

f5Z
y

f50
y

f51
y

f52
y

f53
y

f54
y

f55
y

f56
y

f57
y

f58
y

f59
y

f5_
y

f5.
y

f6a
y

f6b
y

f6c
y

f6d
y

f6e
y

f6f
y

f6g
y

f6h
y

f6i
y

f6j
y

f6k
y

f6l
y

f6m
y

f6n
y

f6o
y

f6p
y

f6q
y

f6r
y

f6s
y

f6t
y

f6u
y

f6v
y

f6w
y

f6x
y

f6y
y

f6z
y

f6A
y

f6B
y

f6C
y

f6D
y

f6E
y

f6F
y

f6G
y

f6H
y

f6I
y

f6J
y

f6K
y

f6L
y

f6M
y

f6N
y

f6O
y

f6P
y

f6Q
y

f6R
y

f6S
y

f6T
y

f6U
y

f6V
y

f6W
y

f6X
y

f6Y
y

f6Z
y

f60
y

f61
y

f62
y

f63
y

f64
y

f65
y

f66
y

f67
y

f68
y

f69
y

f6_
y

f6.
y

f7a
y

f7b
y

f7c
y

f7d
y

f7e
y

f7f
y

f7g
y

f7h
y

f7i
y

f7j
y

f7k
y

f7l
y

f7m
y

f7n
y

f7o
y

f7p
y

f7q
y

f7r
y

f7s
y

f7t
y

f7u
y

f7v
y

f7w
y

f7x
y

f7y
y

f7z
y

f7A
y

f7B
y

f7C
y

f7D
y

f7E
y

f7F
y

f7G
y

f7H
y

f7I
y

f7J
y

f7K
y

f7L
y

f7M
y

f7N
y

f7O
y

f7P
y

f7Q
y

f7R
y

f7S
y

f7T
y

f7U
y

f7V
y

f7W
y

f7X
y

f7Y
y

f7Z
y

f70
y

f71
y

f72
y

f73
y

f74
y

f75
y

f76
y

f77
y

f78
y

f79
y

f7_
y

f7.
y

f8a
y

f8b
y

f8c
y

f8d
y

f8e
y

f8f
y

f8g
y

f8h
y

f8i
y

f8j
y

f8k
y

f8l
y

f8m
y

f8n
y

f8o
y

f8p
y

f8q
y

f8r
y

f8s
y

f8t
y

f8u
y

f8v
y

f8w
y

f8x
y

f8y
y

f8z
y

f8A
y

f8B
y

f8C
y

f8D
y

f8E
y

f8F
y

f8G
y

f8H
y

f8I
y

f8J
y

f8K
y

f8L
y

f8M
y

f8N
y

f8O
y

f8P
y

f8Q
y

f8R
y

f8S
y

f8T
y

f8U
y

f8V
y

f8W
y

f8X
y

f8Y
y

f8Z
y

f80
y

f81
y

f82
y

f83
y

f84
y

f85
y

f86
y

f87
y

f88
y

f89
y

f8_
y

f8.
y

f9a
y

f9b
y

f9c
y

f9d
y

f9e
y

f9f
y

f9g
y

f9h
y

f9i
y

f9j
y

f9k
y

f9l
y

f9m
y

f9n
y

f9o
y

f9p
y

f9q
y

f9r
y

f9s
y

f9t
y

f9u
y

f9v
y

f9w
y

f9x
y

f9y
y

f9z
y

f9A
y

f9B
y

f9C
y

f9D
y

f9E
y

f9F
y

f9G
y

f9H
y

f9I
y

f9J
y

f9K
y

f9L
y

f9M
y

f9N
y

f9O
y

f9P
y

f9Q
y

f9R
y

f9S
y

f9T
y

f9U
y

f9V
y

f9W
y

f9X
y

f9Y
y

f9Z
y

f90
y

f91
y

f92
y

f93
y

f94
y

f95
y

f96
y

f97
y

f98
y

f99
y

f9_
y

f9.
y

f_a
y

f_b
y

f_c
y

f_d
y

f_e
y

f_f
y

f_g
y

f_h
y

f_i
y

f_j
y

f_k
y

f_l
y

f_m
y

f_n
y

f_o
y

f_p
y

f_q
y

f_r
y

f_s
y

f_t
y

f_u
y

f_v
y

f_w
y

f_x
y

f_y
y

f_z
y

f_A
y

f_B
y

f_C
y

f_D
y

f_E
y

f_F
y

f_G
y

f_H
y

f_I
y

f_J
y

f_K
y

f_L
y

f_M
y

f_N
y

f_O
y

f_P
y

f_Q
y

f_R
y

f_S
y

f_T
y

f_U
y

f_V
y

f_W
y

f_X
y

f_Y
y

f_Z
y

f_0
y

f_1
y

f_2
y

f_3
y

f_4
y

f_5
y

f_6
y

f_7
y

f_8
y

f_9
y

f__
y

f_.
y

f.a
y

f.b
y

f.c
y

f.d
y

f.e
y

f.f
y

f.g
y

f.h
y

f.i
y

f.j
y

f.k
y

f.l
y

f.m
y

f.n
y

f.o
y

f.p
y

f.q
y

f.r
y

f.s
y

f.t
y

f.u
y

f.v
y

f.w
y

f.x
y

f.y
y

f.z
y

f.A
y

f.B
y

f.C
y

f.D
y

f.E
y

f.F
y

f.G
y

f.H
y

f.I
y

f.J
y

f.K
y

f.L
y

f.M
y

f.N
y

f.O
y

f.P
y

f.Q
y

f.R
y

f.S
y

f.T
y

f.U
y

f.V
y

f.W
y

f.X
y

f.Y
y

f.Z
y

f.0
y

f.1
y

f.2
y

f.3
y

f.4
y

f.5
y

f.6
y

f.7
y

f.8
y

f.9
y

f._
y

f..
y

gaa
y

gab
y

gac
y

gad
y

gae
y

gaf
y

gag
y

gah
y

gai
y

gaj
y

gak
y

gal
y

gam
y

gan
y

gao
y

gap
y

gaq
y

gar
y

gas
y

gat
y

gau
y

gav
y

gaw
y

gax
y

gay
y

gaz
y

gaA
y

gaB
y

gaC
y

gaD
y

gaE
y

gaF
y

gaG
y

gaH
y

gaI
y

gaJ
y

gaK
y

gaL
y

gaM
y

gaN
y

gaO
y

gaP
y

gaQ
y

gaR
y

gaS
y

gaT
y

gaU
y

gaV
y

gaW
y

gaX
y

gaY
y

gaZ
y

ga0
y

ga1
y

ga2
y

ga3
y

ga4
y

ga5
y

ga6
y

ga7
y

ga8
y

ga9
y

ga_
y

ga.
y

gba
y

gbb
y

gbc
y

gbd
y

gbe
y

gbf
y

gbg
y

gbh
y

gbi
y

gbj
y

gbk
y

gbl
y

gbm
y

gbn
y

gbo
y

gbp
y

gbq
y

gbr
y

gbs
y

gbt
y

gbu
y

gbv
y

gbw
y

gbx
y

gby
y

gbz
y

gbA
y

gbB
y

gbC
y

gbD
y

gbE
y

gbF
y

gbG
y

gbH
y

gbI
y

gbJ
y

gbK
y

gbL
y

gbM
y

gbN
y

gbO
y

gbP
y

gbQ
y

gbR
y

gbS
y

gbT
y

gbU
y

gbV
y

gbW
y

gbX
y

gbY
y

gbZ
y

gb0
y

gb1
y

gb2
y

gb3
y

gb4
y

gb5
y

gb6
y

gb7
y

gb8
y

gb9
y

gb_
y

gb.
y

gca
y

gcb
y

gcc
y

gcd
y

gce
y

gcf
y

gcg
y

gch
y

gci
y

gcj
y

gck
y

gcl
y

gcm
y

gcn
y

gco
y

gcp
y

gcq
y

gcr
y

gcs
y

gct
y

gcu
y

gcv
y

gcw
y

gcx
y

gcy
y

gcz
y

gcA
y

gcB
y

gcC
y

gcD
y

gcE
y

gcF
y

gcG
y

gcH
y

gcI
y

gcJ
y

gcK
y

gcL
y

gcM
y

gcN
y

gcO
y

gcP
y

gcQ
y

gcR
y

gcS
y

gcT
y

gcU
y

gcV
y

gcW
y

gcX
y

gcY
y

gcZ
y

gc0
y

gc1
y

gc2
y

gc3
y

gc4
y

gc5
y

gc6
y

gc7
y

gc8
y

gc9
y

gc_
y

gc.
y

gda
y

gdb
y

gdc
y

gdd
y

gde
y

gdf
y

gdg
y

gdh
y

gdi
y

gdj
y

gdk
y

gdl
y

gdm
y

gdn
y

gdo
y

gdp
y

gdq
y

gdr
y

gds
y

gdt
y

gdu
y

gdv
y

gdw
y

gdx
y

gdy
y

gdz
y

gdA
y

gdB
y

gdC
y

gdD
y

gdE
y

gdF
y

gdG
y

gdH
y

gdI
y

gdJ
y

gdK
y

gdL
y

gdM
y

gdN
y

gdO
y

gdP
y

gdQ
y

gdR
y

gdS
y

gdT
y

gdU
y

gdV
y

gdW
y

gdX
y

gdY
y

gdZ
y

gd0
y

gd1
y

gd2
y

gd3
y

gd4
y

gd5
y

gd6
y

gd7
y

gd8
y

gd9
y

gd_
y

gd.
y

gea
y

geb
y

gec
y

ged
y

gee
y

gef
y

geg
y

geh
y

gei
y

gej
y

gek
y

gel
y

gem
y

gen
y

geo
y

gep
y

geq
y

ger
y

ges
y

get
y

geu
y

gev
y

gew
y

gex
y

gey
y

gez
y

geA
y

geB
y

geC
y

geD
y

geE
y

geF
y

geG
y

geH
y

geI
y

geJ
y

geK
y

geL
y

geM
y

geN
y

geO
y

geP
y

geQ
y

geR
y

geS
y

geT
y

geU
y

geV
y

geW
y

geX
y

geY
y

geZ
y

ge0
y

ge1
y

ge2
y

ge3
y

ge4
y

ge5
y

ge6
y

ge7
y

ge8
y

ge9
y

ge_
y

ge.
y

gfa
y

gfb
y

gfc
y

gfd
y

gfe
y

gff
y

gfg
y

gfh
y

gfi
y

gfj
y

gfk
y

gfl
y

gfm
y

gfn
y

gfo
y

gfp
y

gfq
y

gfr
y

gfs
y

gft
y

gfu
y

gfv
y

gfw
y

gfx
y

gfy
y

gfz
y

gfA
y

gfB
y

gfC
y

gfD
y

gfE
y

gfF
y

gfG
y

gfH
y

gfI
y

gfJ
y

gfK
y

gfL
y

gfM
y

gfN
y

gfO
y

gfP
y

gfQ
y

gfR
y

gfS
y

gfT
y

gfU
y

gfV
y

gfW
y

gfX
y

gfY
y

gfZ
y

gf0
y

gf1
y

gf2
y

gf3
y

gf4
y

gf5
y

gf6
y

gf7
y

gf8
y

gf9
y

gf_
y

gf.
y

gga
y

ggb
y

ggc
y

ggd
y

gge
y

ggf
y

ggg
y

ggh
y

ggi
y

ggj
y

ggk
y

ggl
y

ggm
y

ggn
y

ggo
y

ggp
y

ggq
y

ggr
y

ggs
y

ggt
y

ggu
y

ggv
y

ggw
y

ggx
y

ggy
y

ggz
y

ggA
y

ggB
y

ggC
y

ggD
y

ggE
y

ggF
y

ggG
y

ggH
y

ggI
y

ggJ
y

ggK
y

ggL
y

ggM
y

ggN
y

ggO
y

ggP
y

ggQ
y

ggR
y

ggS
y

ggT
y

ggU
y

ggV
y

ggW
y

ggX
y

ggY
y

ggZ
y

gg0
y

gg1
y

gg2
y

gg3
y

gg4
y

gg5
y

gg6
y

gg7
y

gg8
y

gg9
y

gg_
y

gg.
y

gha
y

ghb
y

ghc
y

ghd
y

ghe
y

ghf
y

ghg
y

ghh
y

ghi
y

ghj
y

ghk
y

ghl
y

ghm
y

ghn
y

gho
y

ghp
y

ghq
y

ghr
y

ghs
y

ght
y

ghu
y

ghv
y

ghw
y

ghx
y

ghy
y

ghz
y

ghA
y

ghB
y

ghC
y

ghD
y

ghE
y

ghF
y

ghG
y

ghH
y

ghI
y

ghJ
y

ghK
y

ghL
y

ghM
y

ghN
y

ghO
y

ghP
y

ghQ
y

ghR
y

ghS
y

ghT
y

ghU
y

ghV
y

ghW
y

ghX
y

ghY
y

ghZ
y

gh0
y

gh1
y

gh2
y

gh3
y

gh4
y

gh5
y

gh6
y

gh7
y

gh8
y

gh9
y

gh_
y

gh.
y

gia
y

gib
y

gic
y

gid
y

gie
y

gif
y

gig
y

gih
y

gii
y

gij
y

gik
y

gil
y

gim
y

gin
y

gio
y

gip
y

giq
y

gir
y

gis
y

git
y

giu
y

giv
y

giw
y

gix
y

giy
y

giz
y

giA
y

giB
y

giC
y

giD
y

giE
y

giF
y

giG
y

giH
y

giI
y

giJ
y

giK
y

giL
y

giM
y

giN
y

giO
y

giP
y

giQ
y

giR
y

giS
y

giT
y

giU
y

giV
y

giW
y

giX
y

giY
y

giZ
y

gi0
y

gi1
y

gi2
y

gi3
y

gi4
y

gi5
y

gi6
y

gi7
y

gi8
y

gi9
y

gi_
y

gi.
y

gja
y

gjb
y

gjc
y

gjd
y

gje
y

gjf
y

gjg
y

gjh
y

gji
y

gjj
y

gjk
y

gjl
y

gjm
y

gjn
y

gjo
y

gjp
y

gjq
y

gjr
y

gjs
y

gjt
y

gju
y

gjv
y

gjw
y

gjx
y

gjy
y

gjz
y

gjA
y

gjB
y

gjC
y

gjD
y

gjE
y

gjF
y

gjG
y

gjH
y

gjI
y

gjJ
y

gjK
y

gjL
y

gjM
y

gjN
y

gjO
y

gjP
y

gjQ
y

gjR
y

gjS
y

gjT
y

gjU
y

gjV
y

gjW
y

gjX
y

gjY
y

gjZ
y

gj0
y

gj1
y

gj2
y

gj3
y

gj4
y

gj5
y

gj6
y

gj7
y

gj8
y

gj9
y

gj_
y

gj.
y

gka
y

gkb
y

gkc
y

gkd
y

gke
y

gkf
y

gkg
y

gkh
y

gki
y

gkj
y

gkk
y

gkl
y

gkm
y

gkn
y

gko
y

gkp
y

gkq
y

gkr
y

gks
y

gkt
y

gku
y

gkv
y

gkw
y

gkx
y

gky
y

gkz
y

gkA
y

gkB
y

gkC
y

gkD
y

gkE
y

gkF
y

gkG
y

gkH
y

gkI
y

gkJ
y

gkK
y

gkL
y

gkM
y

gkN
y

gkO
y

gkP
y

gkQ
y

gkR
y

gkS
y

gkT
y

gkU
y

gkV
y

gkW
y

gkX
y

gkY
y

gkZ
y

gk0
y

gk1
y

gk2
y

gk3
y

gk4
y

gk5
y

gk6
y

gk7
y

gk8
y

gk9
y

gk_
y

gk.
y

gla
y

glb
y

glc
y

gld
y

gle
y

glf
y

glg
y

glh
y

gli
y

glj
y

glk
y

gll
y

glm
y

gln
y

glo
y

glp
y

glq
y

glr
y

gls
y

glt
y

glu
y

glv
y

glw
y

glx
y

gly
y

glz
y

glA
y

glB
y

glC
y

glD
y

glE
y

glF
y

glG
y

glH
y

glI
y

glJ
y

glK
y

glL
y

glM
y

glN
y

glO
y

glP
y

glQ
y

glR
y

glS
y

glT
y

glU
y

glV
y

glW
y

glX
y

glY
y

glZ
y

gl0
y

gl1
y

gl2
y

gl3
y

gl4
y

gl5
y

gl6
y

gl7
y

gl8
y

gl9
y

gl_
y

gl.
y

gma
y

gmb
y

gmc
y

gmd
y

gme
y

gmf
y

gmg
y

gmh
y

gmi
y

gmj
y

gmk
y

gml
y

gmm
y

gmn
y

gmo
y

gmp
y

gmq
y

gmr
y

gms
y

gmt
y

gmu
y

gmv
y

gmw
y

gmx
y

gmy
y

gmz
y

gmA
y

gmB
y

gmC
y

gmD
y

gmE
y

gmF
y

gmG
y

gmH
y

gmI
y

gmJ
y

gmK
y

gmL
y

gmM
y

gmN
y

gmO
y

gmP
y

gmQ
y

gmR
y

gmS
y

gmT
y

gmU
y

gmV
y

gmW
y

gmX
y

gmY
y

gmZ
y

gm0
y

gm1
y

gm2
y

gm3
y

gm4
y

gm5
y

gm6
y

gm7
y

gm8
y

gm9
y

gm_
y

gm.
y

gna
y

gnb
y

gnc
y

gnd
y

gne
y

gnf
y

gng
y

gnh
y

gni
y

gnj
y

gnk
y

gnl
y

gnm
y

gnn
y

gno
y

gnp
y

gnq
y

gnr
y

gns
y

gnt
y

gnu
y

gnv
y

gnw
y

gnx
y

gny
y

gnz
y

gnA
y

gnB
y

gnC
y

gnD
y

gnE
y

gnF
y

gnG
y

gnH
y

gnI
y

gnJ
y

gnK
y

gnL
y

gnM
y

gnN
y

gnO
y

gnP
y

gnQ
y

gnR
y

gnS
y

gnT
y

gnU
y

gnV
y

gnW
y

gnX
y

gnY
y

gnZ
y

gn0
y

gn1
y

gn2
y

gn3
y

gn4
y

gn5
y

gn6
y

gn7
y

gn8
y

gn9
y

gn_
y

gn.
y

goa
y

gob
y

goc
y

god
y

goe
y

gof
y

gog
y

goh
y

goi
y

goj
y

gok
y

gol
y

gom
y

gon
y

goo
y

gop
y

goq
y

gor
y

gos
y

got
y

gou
y

gov
y

gow
y

gox
y

goy
y

goz
y

goA
y

goB
y

goC
y

goD
y

goE
y

goF
y

goG
y

goH
y

goI
y

goJ
y

goK
y

goL
y

goM
y

goN
y

goO
y

goP
y

goQ
y

goR
y

goS
y

goT
y

goU
y

goV
y

goW
y

goX
y

goY
y

goZ
y

go0
y

go1
y

go2
y

go3
y

go4
y

go5
y

go6
y

go7
y

go8
y

go9
y

go_
y

go.
y

gpa
y

gpb
y

gpc
y

gpd
y

gpe
y

gpf
y

gpg
y

gph
y

gpi
y

gpj
y

gpk
y

gpl
y

gpm
y

gpn
y

gpo
y

gpp
y

gpq
y

gpr
y

gps
y

gpt
y

gpu
y

gpv
y

gpw
y

gpx
y

gpy
y

gpz
y

gpA
y

gpB
y

gpC
y

gpD
y

gpE
y

gpF
y

gpG
y

gpH
y

gpI
y

gpJ
y

gpK
y

gpL
y

gpM
y

gpN
y

gpO
y

gpP
y

gpQ
y

gpR
y

gpS
y

gpT
y

gpU
y

gpV
y

gpW
y

gpX
y

gpY
y

gpZ
y

gp0
y

gp1
y

gp2
y

gp3
y

gp4
y

gp5
y

gp6
y

gp7
y

gp8
y

gp9
y

gp_
y

gp.
y

gqa
y

gqb
y

gqc
y

gqd
y

gqe
y

gqf
y

gqg
y

gqh
y

gqi
y

gqj
y

gqk
y

gql
y

gqm
y

gqn
y

gqo
y

gqp
y

gqq
y

gqr
y

gqs
y

gqt
y

gqu
y

gqv
y

gqw
y

gqx
y

gqy
y

gqz
y

gqA
y

gqB
y

gqC
y

gqD
y

gqE
y

gqF
y

gqG
y

gqH
y

gqI
y

gqJ
y

gqK
y

gqL
y

gqM
y

gqN
y

gqO
y

gqP
y

gqQ
y

gqR
y

gqS
y

gqT
y

gqU
y

gqV
y

gqW
y

gqX
y

gqY
y

gqZ
y

gq0
y

gq1
y

gq2
y

gq3
y

gq4
y

gq5
y

gq6
y

gq7
y

gq8
y

gq9
y

gq_
y

gq.
y

gra
y

grb
y

grc
y

grd
y

gre
y

grf
y

grg
y

grh
y

gri
y

grj
y

grk
y

grl
y

grm
y

grn
y

gro
y

grp
y

grq
y

grr
y

grs
y

grt
y

gru
y

grv
y

grw
y

grx
y

gry
y

grz
y

grA
y

grB
y

grC
y

grD
y

grE
y

grF
y

grG
y

grH
y

grI
y

grJ
y

grK
y

grL
y

grM
y

grN
y

grO
y

grP
y

grQ
y

grR
y

grS
y

grT
y

grU
y

grV
y

grW
y

grX
y

grY
y

grZ
y

gr0
y

gr1
y

gr2
y

gr3
y

gr4
y

gr5
y

gr6
y

gr7
y

gr8
y

gr9
y

gr_
y

gr.
y

gsa
y

gsb
y

gsc
y

gsd
y

gse
y

gsf
y

gsg
y

gsh
y

gsi
y

gsj
y

gsk
y

gsl
y

gsm
y

gsn
y

gso
y

gsp
y

gsq
y

gsr
y

gss
y

gst
y

gsu
y

gsv
y

gsw
y

gsx
y

gsy
y

gsz
y

gsA
y

gsB
y

gsC
y

gsD
y

gsE
y

gsF
y

gsG
y

gsH
y

gsI
y

gsJ
y

gsK
y

gsL
y

gsM
y

gsN
y

gsO
y

gsP
y

gsQ
y

gsR
y

gsS
y

gsT
y

gsU
y

gsV
y

gsW
y

gsX
y

gsY
y

gsZ
y

gs0
y

gs1
y

gs2
y

gs3
y

gs4
y

gs5
y

gs6
y

gs7
y

gs8
y

gs9
y

gs_
y

gs.
y

gta
y

gtb
y

gtc
y

gtd
y

gte
y

gtf
y

gtg
y

gth
y

gti
y

gtj
y

gtk
y

gtl
y

gtm
y

gtn
y

gto
y

gtp
y

gtq
y

gtr
y

gts
y

gtt
y

gtu
y

gtv
y

gtw
y

gtx
y

gty
y

gtz
y

gtA
y

gtB
y

gtC
y

gtD
y

gtE
y

gtF
y

gtG
y

gtH
y

gtI
y

gtJ
y

gtK
y

gtL
y

gtM
y

gtN
y

gtO
y

gtP
y

gtQ
y

gtR
y

gtS
y

gtT
y

gtU
y

gtV
y

gtW
y

gtX
y

gtY
y

gtZ
y

gt0
y

gt1
y

gt2
y

gt3
y

gt4
y

gt5
y

gt6
y

gt7
y

gt8
y

gt9
y

gt_
y

gt.
y

gua
y

gub
y

guc
y

gud
y

gue
y

guf
y

gug
y

guh
y

gui
y

guj
y

guk
y

gul
y

gum
y

gun
y

guo
y

gup
y

guq
y

gur
y

gus
y

gut
y

guu
y

guv
y

guw
y

gux
y

guy
y

guz
y

guA
y

guB
y

guC
y

guD
y

guE
y

guF
y

guG
y

guH
y

guI
y

guJ
y

guK
y

guL
y

guM
y

guN
y

guO
y

guP
y

guQ
y

guR
y

guS
y

guT
y

guU
y

guV
y

guW
y

guX
y

guY
y

guZ
y

gu0
y

gu1
y

gu2
y

gu3
y

gu4
y

gu5
y

gu6
y

gu7
y

gu8
y

gu9
y

gu_
y

gu.
y

gva
y

gvb
y

gvc
y

gvd
y

gve
y

gvf
y

gvg
y

gvh
y

gvi
y

gvj
y

gvk
y

gvl
y

gvm
y

gvn
y

gvo
y

gvp
y

gvq
y

gvr
y

gvs
y

gvt
y

gvu
y

gvv
y

gvw
y

gvx
y

gvy
y

gvz
y

gvA
y

gvB
y

gvC
y

gvD
y

gvE
y

gvF
y

gvG
y

gvH
y

gvI
y

gvJ
y

gvK
y

gvL
y

gvM
y

gvN
y

gvO
y

gvP
y

gvQ
y

gvR
y

gvS
y

gvT
y

gvU
y

gvV
y

gvW
y

gvX
y

gvY
y

gvZ
y

gv0
y

gv1
y

gv2
y

gv3
y

gv4
y

gv5
y

gv6
y

gv7
y

gv8
y

gv9
y

gv_
y

gv.
y

gwa
y

gwb
y

gwc
y

gwd
y

gwe
y

gwf
y

gwg
y

gwh
y

gwi
y

gwj
y

gwk
y

gwl
y

gwm
y

gwn
y

gwo
y

gwp
y

gwq
y

gwr
y

gws
y

gwt
y

gwu
y

gwv
y

gww
y

gwx
y

gwy
y

gwz
y

gwA
y

gwB
y

gwC
y

gwD
y

gwE
y

gwF
y

gwG
y

gwH
y

gwI
y

gwJ
y

gwK
y

gwL
y

gwM
y

gwN
y

gwO
y

gwP
y

gwQ
y

gwR
y

gwS
y

gwT
y

gwU
y

gwV
y

gwW
y

gwX
y

gwY
y

gwZ
y

gw0
y

gw1
y

gw2
y

gw3
y

gw4
y

gw5
y

gw6
y

gw7
y

gw8
y

gw9
y

gw_
y

gw.
y

gxa
y

gxb
y

gxc
y

gxd
y

gxe
y

gxf
y

gxg
y

gxh
y

gxi
y

gxj
y

gxk
y

gxl
y

gxm
y

gxn
y

gxo
y

gxp
y

gxq
y

gxr
y

gxs
y

gxt
y

gxu
y

gxv
y

gxw
y

gxx
y

gxy
y

gxz
y

gxA
y

gxB
y

gxC
y

gxD
y

gxE
y

gxF
y

gxG
y

gxH
y

gxI
y

gxJ
y

gxK
y

gxL
y

gxM
y

gxN
y

gxO
y

gxP
y

gxQ
y

gxR
y

gxS
y

gxT
y

gxU
y

gxV
y

gxW
y

gxX
y

gxY
y

gxZ
y

gx0
y

gx1
y

gx2
y

gx3
y

gx4
y

gx5
y

gx6
y

gx7
y

gx8
y

gx9
y

gx_
y

gx.
y

gya
y

gyb
y

gyc
y

gyd
y

gye
y

gyf
y

gyg
y

gyh
y

gyi
y

gyj
y

gyk
y

gyl
y

gym
y

gyn
y

gyo
y

gyp
y

gyq
y

gyr
y

gys
y

gyt
y

gyu
y

gyv
y

gyw
y

gyx
y

gyy
y

gyz
y

gyA
y

gyB
y

gyC
y

gyD
y

gyE
y

gyF
y

gyG
y

gyH
y

gyI
y

gyJ
y

gyK
y

gyL
y

gyM
y

gyN
y

gyO
y

gyP
y

gyQ
y

gyR
y

gyS
y

gyT
y

gyU
y

gyV
y

gyW
y

gyX
y

gyY
y

gyZ
y

gy0
y

gy1
y

gy2
y

gy3
y

gy4
y

gy5
y

gy6
y

gy7
y

gy8
y

gy9
y

gy_
y

gy.
y

gza
y

gzb
y

gzc
y

gzd
y

gze
y

gzf
y

gzg
y

gzh
y

gzi
y

gzj
y

gzk
y

gzl
y

gzm
y

gzn
y

gzo
y

gzp
y

gzq
y

gzr
y

gzs
y

gzt
y

gzu
y

gzv
y

gzw
y

gzx
y

gzy
y

gzz
y

gzA
y

gzB
y

gzC
y

gzD
y

gzE
y

gzF
y

gzG
y

gzH
y

gzI
y

gzJ
y

gzK
y

gzL
y

gzM
y

gzN
y

gzO
y

gzP
y

gzQ
y

gzR
y

gzS
y

gzT
y

gzU
y

gzV
y

gzW
y

gzX
y

gzY
y

gzZ
y

gz0
y

gz1
y

gz2
y

gz3
y

gz4
y

gz5
y

gz6
y

gz7
y

gz8
y

gz9
y

gz_
y

gz.
y

gAa
y

gAb
y

gAc
y

gAd
y

gAe
y

gAf
y

gAg
y

gAh
y

gAi
y

gAj
y

gAk
y

gAl
y

gAm
y

gAn
y

gAo
y

gAp
y

gAq
y

gAr
y

gAs
y

gAt
y

gAu
y

gAv
y

gAw
y

gAx
y

gAy
y

gAz
y

gAA
y

gAB
y

gAC
y

gAD
y

gAE
y

gAF
y

gAG
y

gAH
y

gAI
y

gAJ
y

gAK
y

gAL
y

gAM
y

gAN
y

gAO
y

gAP
y

gAQ
y

gAR
y

gAS
y

gAT
y

gAU
y

gAV
y

gAW
y

gAX
y

gAY
y

gAZ
y

gA0
y

gA1
y

gA2
y

gA3
y

gA4
y

gA5
y

gA6
y

gA7
y

gA8
y

gA9
y

gA_
y

gA.
y

gBa
y

gBb
y

gBc
y

gBd
y

gBe
y

gBf
y

gBg
y

gBh
y

gBi
y

gBj
y

gBk
y

gBl
y

gBm
y

gBn
y

gBo
y

gBp
y

gBq
y

gBr
y

gBs
y

gBt
y

gBu
y

gBv
y

gBw
y

gBx
y

gBy
y

gBz
y

gBA
y

gBB
y

gBC
y

gBD
y

gBE
y

gBF
y

gBG
y

gBH
y

gBI
y

gBJ
y

gBK
y

gBL
y

gBM
y

gBN
y

gBO
y

gBP
y

gBQ
y

gBR
y

gBS
y

gBT
y

gBU
y

gBV
y

gBW
y

gBX
y

gBY
y

gBZ
y

gB0
y

gB1
y

gB2
y

gB3
y

gB4
y

gB5
y

gB6
y

gB7
y

gB8
y

gB9
y

gB_
y

gB.
y

gCa
y

gCb
y

gCc
y

gCd
y

gCe
y

gCf
y

gCg
y

gCh
y

gCi
y

gCj
y

gCk
y

gCl
y

gCm
y

gCn
y

gCo
y

gCp
y

gCq
y

gCr
y

gCs
y

gCt
y

gCu
y

gCv
y

gCw
y

gCx
y

gCy
y

gCz
y

gCA
y

gCB
y

gCC
y

gCD
y

gCE
y

gCF
y

gCG
y

gCH
y

gCI
y

gCJ
y

gCK
y

gCL
y

gCM
y

gCN
y

gCO
y

gCP
y

gCQ
y

gCR
y

gCS
y

gCT
y

gCU
y

gCV
y

gCW
y

gCX
y

gCY
y

gCZ
y

gC0
y

gC1
y

gC2
y

gC3
y

gC4
y

gC5
y

gC6
y

gC7
y

gC8
y

gC9
y

gC_
y

gC.
y

gDa
y

gDb
y

gDc
y

gDd
y

gDe
y

gDf
y

gDg
y

gDh
y

gDi
y

gDj
y

gDk
y

gDl
y

gDm
y

gDn
y

gDo
y

gDp
y

gDq
y

gDr
y

gDs
y

gDt
y

gDu
y

gDv
y

gDw
y

gDx
y

gDy
y

gDz
y

gDA
y

gDB
y

gDC
y

gDD
y

gDE
y

gDF
y

gDG
y

gDH
y

gDI
y

gDJ
y

gDK
y

gDL
y

gDM
y

gDN
y

gDO
y

gDP
y

gDQ
y

gDR
y

gDS
y

gDT
y

gDU
y

gDV
y

gDW
y

gDX
y

gDY
y

gDZ
y

gD0
y

gD1
y

gD2
y

gD3
y

gD4
y

gD5
y

gD6
y

gD7
y

gD8
y

gD9
y

gD_
y

gD.
y

gEa
y

gEb
y

gEc
y

gEd
y

gEe
y

gEf
y

gEg
y

gEh
y

gEi
y

gEj
y

gEk
y

gEl
y

gEm
y

gEn
y

gEo
y

gEp
y

gEq
y

gEr
y

gEs
y

gEt
y

gEu
y

gEv
y

gEw
y

gEx
y

gEy
y

gEz
y

gEA
y

gEB
y

gEC
y

gED
y

gEE
y

gEF
y

gEG
y

gEH
y

gEI
y

gEJ
y

gEK
y

gEL
y

gEM
y

gEN
y

gEO
y

gEP
y

gEQ
y

gER
y

gES
y

gET
y

gEU
y

gEV
y

gEW
y

gEX
y

gEY
y

gEZ
y

gE0
y

gE1
y

gE2
y

gE3
y

gE4
y

gE5
y

gE6
y

gE7
y

gE8
y

gE9
y

gE_
y

gE.
y

gFa
y

gFb
y

gFc
y

gFd
y

gFe
y

gFf
y

gFg
y

gFh
y

gFi
y

gFj
y

gFk
y

gFl
y

gFm
y

gFn
y

gFo
y

gFp
y

gFq
y

gFr
y

gFs
y

gFt
y

gFu
y

gFv
y

gFw
y

gFx
y

gFy
y

gFz
y

gFA
y

gFB
y

gFC
y

gFD
y

gFE
y

gFF
y

gFG
y

gFH
y

gFI
y

gFJ
y

gFK
y

gFL
y

gFM
y

gFN
y

gFO
y

gFP
y

gFQ
y

gFR
y

gFS
y

gFT
y

gFU
y

gFV
y

gFW
y

gFX
y

gFY
y

gFZ
y

gF0
y

gF1
y

gF2
y

gF3
y

gF4
y

gF5
y

gF6
y

gF7
y

gF8
y

gF9
y

gF_
y

gF.
y

gGa
y

gGb
y

gGc
y

gGd
y

gGe
y

gGf
y

gGg
y

gGh
y

gGi
y

gGj
y

gGk
y

gGl
y

gGm
y

gGn
y

gGo
y

gGp
y

gGq
y

gGr
y

gGs
y

gGt
y

gGu
y

gGv
y

gGw
y

gGx
y

gGy
y

gGz
y

gGA
y

gGB
y

gGC
y

gGD
y

gGE
y

gGF
y

gGG
y

gGH
y

gGI
y

gGJ
y

gGK
y

gGL
y

gGM
y

gGN
y

gGO
y

gGP
y

gGQ
y

gGR
y

gGS
y

gGT
y

gGU
y

gGV
y

gGW
y

gGX
y

gGY
y

gGZ
y

gG0
y

gG1
y

gG2
y

gG3
y

gG4
y

gG5
y

gG6
y

gG7
y

gG8
y

gG9
y

gG_
y

gG.
y

gHa
y

gHb
y

gHc
y

gHd
y

gHe
y

gHf
y

gHg
y

gHh
y

gHi
y

gHj
y

gHk
y

gHl
y

gHm
y

gHn
y

gHo
y

gHp
y

gHq
y

gHr
y

gHs
y

gHt
y

gHu
y

gHv
y

gHw
y

gHx
y

gHy
y

gHz
y

gHA
y

gHB
y

gHC
y

gHD
y

gHE
y

gHF
y

gHG
y

gHH
y

gHI
y

gHJ
y

gHK
y

gHL
y

gHM
y

gHN
y

gHO
y

gHP
y

gHQ
y

gHR
y

gHS
y

gHT
y

gHU
y

gHV
y

gHW
y

gHX
y

gHY
y

gHZ
y

gH0
y

gH1
y

gH2
y

gH3
y

gH4
y

gH5
y

gH6
y

gH7
y

gH8
y

gH9
y

gH_
y

gH.
y

gIa
y

gIb
y

gIc
y

gId
y

gIe
y

gIf
y

gIg
y

gIh
y

gIi
y

gIj
y

gIk
y

gIl
y

gIm
y

gIn
y

gIo
y

gIp
y

gIq
y

gIr
y

gIs
y

gIt
y

gIu
y

gIv
y

gIw
y

gIx
y

gIy
y

gIz
y

gIA
y

gIB
y

gIC
y

gID
y

gIE
y

gIF
y

gIG
y

gIH
y

gII
y

gIJ
y

gIK
y

gIL
y

gIM
y

gIN
y

gIO
y

gIP
y

gIQ
y

gIR
y

gIS
y

gIT
y

gIU
y

gIV
y

gIW
y

gIX
y

gIY
y

gIZ
y

gI0
y

gI1
y

gI2
y

gI3
y

gI4
y

gI5
y

gI6
y

gI7
y

gI8
y

gI9
y

gI_
y

gI.
y

gJa
y

gJb
y

gJc
y

gJd
y

gJe
y

gJf
y

gJg
y

gJh
y

gJi
y

gJj
y

gJk
y

gJl
y

gJm
y

gJn
y

gJo
y

gJp
y

gJq
y

gJr
y

gJs
y

gJt
y

gJu
y

gJv
y

gJw
y

gJx
y

gJy
y

gJz
y

gJA
y

gJB
y

gJC
y

gJD
y

gJE
y

gJF
y

gJG
y

gJH
y

gJI
y

gJJ
y

gJK
y

gJL
y

gJM
y

gJN
y

gJO
y

gJP
y

gJQ
y

gJR
y

gJS
y

gJT
y

gJU
y

gJV
y

gJW
y

gJX
y

gJY
y

gJZ
y

gJ0
y

gJ1
y

gJ2
y

gJ3
y

gJ4
y

gJ5
y

gJ6
y

gJ7
y

gJ8
y

gJ9
y

gJ_
y

gJ.
y

gKa
y

gKb
y

gKc
y

gKd
y

gKe
y

gKf
y

gKg
y

gKh
y

gKi
y

gKj
y

gKk
y

gKl
y

gKm
y

gKn
y

gKo
y

gKp
y

gKq
y

gKr
y

gKs
y

gKt
y

gKu
y

gKv
y

gKw
y

gKx
y

gKy
y

gKz
y

gKA
y

gKB
y

gKC
y

gKD
y

gKE
y

gKF
y

gKG
y

gKH
y

gKI
y

gKJ
y

gKK
y

gKL
y

gKM
y

gKN
y

gKO
y

gKP
y

gKQ
y

gKR
y

gKS
y

gKT
y

gKU
y

gKV
y

gKW
y

gKX
y

gKY
y

gKZ
y

gK0
y

gK1
y

gK2
y

gK3
y

gK4
y

gK5
y

gK6
y

gK7
y

gK8
y

gK9
y

gK_
y

gK.
y

gLa
y

gLb
y

gLc
y

gLd
y

gLe
y

gLf
y

gLg
y

gLh
y

gLi
y

gLj
y

gLk
y

gLl
y

gLm
y

gLn
y

gLo
y

gLp
y

gLq
y

gLr
y

gLs
y

gLt
y

gLu
y

gLv
y

gLw
y

gLx
y

gLy
y

gLz
y

gLA
y

gLB
y

gLC
y

gLD
y

gLE
y

gLF
y

gLG
y

gLH
y

gLI
y

gLJ
y

gLK
y

gLL
y

gLM
y

gLN
y

gLO
y

gLP
y

gLQ
y

gLR
y

gLS
y

gLT
y

gLU
y

gLV
y

gLW
y

gLX
y

gLY
y

gLZ
y

gL0
y

gL1
y

gL2
y

gL3
y

gL4
y

gL5
y

gL6
y

gL7
y

gL8
y

gL9
y

gL_
y

gL.
y

gMa
y

gMb
y

gMc
y

gMd
y

gMe
y

gMf
y

gMg
y

gMh
y

gMi
y

gMj
y

gMk
y

gMl
y

gMm
y

gMn
y

gMo
y

gMp
y

gMq
y

gMr
y

gMs
y

gMt
y

gMu
y

gMv
y

gMw
y

gMx
y

gMy
y

gMz
y

gMA
y

gMB
y

gMC
y

gMD
y

gME
y

gMF
y

gMG
y

gMH
y

gMI
y

gMJ
y

gMK
y

gML
y

gMM
y

gMN
y

gMO
y

gMP
y

gMQ
y

gMR
y

gMS
y

gMT
y

gMU
y

gMV
y

gMW
y

gMX
y

gMY
y

gMZ
y

gM0
y

gM1
y

gM2
y

gM3
y

gM4
y

gM5
y

gM6
y

gM7
y

gM8
y

gM9
y

gM_
y

gM.
y

gNa
y

gNb
y

gNc
y

gNd
y

gNe
y

gNf
y

gNg
y

gNh
y

gNi
y

gNj
y

gNk
y

gNl
y

gNm
y

gNn
y

gNo
y

gNp
y

gNq
y

gNr
y

gNs
y

gNt
y

gNu
y

gNv
y

gNw
y

gNx
y

gNy
y

gNz
y

gNA
y

gNB
y

gNC
y

gND
y

gNE
y

gNF
y

gNG
y

gNH
y

gNI
y

gNJ
y

gNK
y

gNL
y

gNM
y

gNN
y

gNO
y

gNP
y

gNQ
y

gNR
y

gNS
y

gNT
y

gNU
y

gNV
y

gNW
y

gNX
y

gNY
y

gNZ
y

gN0
y

gN1
y

gN2
y

gN3
y

gN4
y

gN5
y

gN6
y

gN7
y

gN8
y

gN9
y

gN_
y

gN.
y

gOa
y

gOb
y

gOc
y

gOd
y

gOe
y

gOf
y

gOg
y

gOh
y

gOi
y

gOj
y

gOk
y

gOl
y

gOm
y

gOn
y

gOo
y

gOp
y

gOq
y

gOr
y

gOs
y

gOt
y

gOu
y

gOv
y

gOw
y

gOx
y

gOy
y

gOz
y

gOA
y

gOB
y

gOC
y

gOD
y

gOE
y

gOF
y

gOG
y

gOH
y

gOI
y

gOJ
y

gOK
y

gOL
y

gOM
y

gON
y

gOO
y

gOP
y

gOQ
y

gOR
y

gOS
y

gOT
y

gOU
y

gOV
y

gOW
y

gOX
y

gOY
y

gOZ
y

gO0
y

gO1
y

gO2
y

gO3
y

gO4
y

gO5
y

gO6
y

gO7
y

gO8
y

gO9
y

gO_
y

gO.
y

gPa
y

gPb
y

gPc
y

gPd
y

gPe
y

gPf
y

gPg
y

gPh
y

gPi
y

gPj
y

gPk
y

gPl
y

gPm
y

gPn
y

gPo
y

gPp
y

gPq
y

gPr
y

gPs
y

gPt
y

gPu
y

gPv
y

gPw
y

gPx
y

gPy
y

gPz
y

gPA
y

gPB
y

gPC
y

gPD
y

gPE
y

gPF
y

gPG
y

gPH
y

gPI
y

gPJ
y

gPK
y

gPL
y

gPM
y

gPN
y

gPO
y

gPP
y

gPQ
y

gPR
y

gPS
y

gPT
y

gPU
y

gPV
y

gPW
y

gPX
y

gPY
y

gPZ
y

gP0
y

gP1
y

gP2
y

gP3
y

gP4
y

gP5
y

gP6
y

gP7
y

gP8
y

gP9
y

gP_
y

gP.
y

gQa
y

gQb
y

gQc
y

gQd
y

gQe
y

gQf
y

gQg
y

gQh
y

gQi
y

gQj
y

gQk
y

gQl
y

gQm
y

gQn
y

gQo
y

gQp
y

gQq
y

gQr
y

gQs
y

gQt
y

gQu
y

gQv
y

gQw
y

gQx
y

gQy
y

gQz
y

gQA
y

gQB
y

gQC
y

gQD
y

gQE
y

gQF
y

gQG
y

gQH
y

gQI
y

gQJ
y

gQK
y

gQL
y

gQM
y

gQN
y

gQO
y

gQP
y

gQQ
y

gQR
y

gQS
y

gQT
y

gQU
y

gQV
y

gQW
y

gQX
y

gQY
y

gQZ
y

gQ0
y

gQ1
y

gQ2
y

gQ3
y

gQ4
y

gQ5
y

gQ6
y

gQ7
y

gQ8
y

gQ9
y

gQ_
y

gQ.
y

gRa
y

gRb
y

gRc
y

gRd
y

gRe
y

gRf
y

gRg
y

gRh
y

gRi
y

gRj
y

gRk
y

gRl
y

gRm
y

gRn
y

gRo
y

gRp
y

gRq
y

gRr
y

gRs
y

gRt
y

gRu
y

gRv
y

gRw
y

gRx
y

gRy
y

gRz
y

gRA
y

gRB
y

gRC
y

gRD
y

gRE
y

gRF
y

gRG
y

gRH
y

gRI
y

gRJ
y

gRK
y

gRL
y

gRM
y

gRN
y

gRO
y

gRP
y

gRQ
y

gRR
y

gRS
y

gRT
y

gRU
y

gRV
y

gRW
y

gRX
y

gRY
y

gRZ
y

gR0
y

gR1
y

gR2
y

gR3
y

gR4
y

gR5
y

gR6
y

gR7
y

gR8
y

gR9
y

gR_
y

gR.
y

gSa
y

gSb
y

gSc
y

gSd
y

gSe
y

gSf
y

gSg
y

gSh
y

gSi
y

gSj
y

gSk
y

gSl
y

gSm
y

gSn
y

gSo
y

gSp
y

gSq
y

gSr
y

gSs
y

gSt
y

gSu
y

gSv
y

gSw
y

gSx
y

gSy
y

gSz
y

gSA
y

gSB
y

gSC
y

gSD
y

gSE
y

gSF
y

gSG
y

gSH
y

gSI
y

gSJ
y

gSK
y

gSL
y

gSM
y

gSN
y

gSO
y

gSP
y

gSQ
y

gSR
y

gSS
y

gST
y

gSU
y

gSV
y

gSW
y

gSX
y

gSY
y

gSZ
y

gS0
y

gS1
y

gS2
y

gS3
y

gS4
y

gS5
y

gS6
y

gS7
y

gS8
y

gS9
y

gS_
y

gS.
y

gTa
y

gTb
y

gTc
y

gTd
y

gTe
y

gTf
y

gTg
y

gTh
y

gTi
y

gTj
y

gTk
y

gTl
y

gTm
y

gTn
y

gTo
y

gTp
y

gTq
y

gTr
y

gTs
y

gTt
y

gTu
y

gTv
y

gTw
y

gTx
y

gTy
y

gTz
y

gTA
y

gTB
y

gTC
y

gTD
y

gTE
y

gTF
y

gTG
y

gTH
y

gTI
y

gTJ
y

gTK
y

gTL
y

gTM
y

gTN
y

gTO
y

gTP
y

gTQ
y

gTR
y

gTS
y

gTT
y

gTU
y

gTV
y

gTW
y

gTX
y

gTY
y

gTZ
y

gT0
y

gT1
y

gT2
y

gT3
y

gT4
y

gT5
y

gT6
y

gT7
y

gT8
y

gT9
y

gT_
y

gT.
y

gUa
y

gUb
y

gUc
y

gUd
y

gUe
y

gUf
y

gUg
y

gUh
y

gUi
y

gUj
y

gUk
y

gUl
y

gUm
y

gUn
y

gUo
y

gUp
y

gUq
y

gUr
y

gUs
y

gUt
y

gUu
y

gUv
y

gUw
y

gUx
y

gUy
y

gUz
y

gUA
y

gUB
y

gUC
y

gUD
y

gUE
y

gUF
y

gUG
y

gUH
y

gUI
y

gUJ
y

gUK
y

gUL
y

gUM
y

gUN
y

gUO
y

gUP
y

gUQ
y

gUR
y

gUS
y

gUT
y

gUU
y

gUV
y

gUW
y

gUX
y

gUY
y

gUZ
y

gU0
y

gU1
y

gU2
y

gU3
y

gU4
y

gU5
y

gU6
y

gU7
y

gU8
y

gU9
y

gU_
y

gU.
y

gVa
y

gVb
y

gVc
y

gVd
y

gVe
y

gVf
y

gVg
y

gVh
y

gVi
y

gVj
y

gVk
y

gVl
y

gVm
y

gVn
y

gVo
y

gVp
y

gVq
y

gVr
y

gVs
y

gVt
y

gVu
y

gVv
y

gVw
y

gVx
y

gVy
y

gVz
y

gVA
y

gVB
y

gVC
y

gVD
y

gVE
y

gVF
y

gVG
y

gVH
y

gVI
y

gVJ
y

gVK
y

gVL
y

gVM
y

gVN
y

gVO
y

gVP
y

gVQ
y

gVR
y

gVS
y

gVT
y

gVU
y

gVV
y

gVW
y

gVX
y

gVY
y

gVZ
y

gV0
y

gV1
y

gV2
y

gV3
y

gV4
y

gV5
y

gV6
y

gV7
y

gV8
y

gV9
y

gV_
y

gV.
y

gWa
y

gWb
y

gWc
y

gWd
y

gWe
y

gWf
y

gWg
y

gWh
y

gWi
y

gWj
y

gWk
y

gWl
y

gWm
y

gWn
y

gWo
y

gWp
y

gWq
y

gWr
y

gWs
y

gWt
y

gWu
y

gWv
y

gWw
y

gWx
y

gWy
y

gWz
y

gWA
y

gWB
y

gWC
y

gWD
y

gWE
y

gWF
y

gWG
y

gWH
y

gWI
y

gWJ
y

gWK
y

gWL
y

gWM
y

gWN
y

gWO
y

gWP
y

gWQ
y

gWR
y

gWS
y

gWT
y

gWU
y

gWV
y

gWW
y

gWX
y

gWY
y

gWZ
y

gW0
y

gW1
y

gW2
y

gW3
y

gW4
y

gW5
y

gW6
y

gW7
y

gW8
y

gW9
y

gW_
y

gW.
y

gXa
y

gXb
y

gXc
y

gXd
y

gXe
y

gXf
y

gXg
y

gXh
y

gXi
y

gXj
y

gXk
y

gXl
y

gXm
y

gXn
y

gXo
y

gXp
y

gXq
y

gXr
y

gXs
y

gXt
y

gXu
y

gXv
y

gXw
y

gXx
y

gXy
y

gXz
y

gXA
y

gXB
y

gXC
y

gXD
y

gXE
y

gXF
y

gXG
y

gXH
y

gXI
y

gXJ
y

gXK
y

gXL
y

gXM
y

gXN
y

gXO
y

gXP
y

gXQ
y

gXR
y

gXS
y

gXT
y

gXU
y

gXV
y

gXW
y

gXX
y

gXY
y

gXZ
y

gX0
y

gX1
y

gX2
y

gX3
y

gX4
y

gX5
y

gX6
y

gX7
y

gX8
y

gX9
y

gX_
y

gX.
y

gYa
y

gYb
y

gYc
y

gYd
y

gYe
y

gYf
y

gYg
y

gYh
y

gYi
y

gYj
y

gYk
y

gYl
y

gYm
y

gYn
y

gYo
y

gYp
y

gYq
y

gYr
y

gYs
y

gYt
y

gYu
y

gYv
y

gYw
y

gYx
y

gYy
y

gYz
y

gYA
y

gYB
y

gYC
y

gYD
y

gYE
y

gYF
y

gYG
y

gYH
y

gYI
y

gYJ
y

gYK
y

gYL
y

gYM
y

gYN
y

gYO
y

gYP
y

gYQ
y

gYR
y

gYS
y

gYT
y

gYU
y

gYV
y

gYW
y

gYX
y

gYY
y

gYZ
y

gY0
y

gY1
y

gY2
y

gY3
y

gY4
y

gY5
y

gY6
y

gY7
y

gY8
y

gY9
y

gY_
y

gY.
y

gZa
y

gZb
y

gZc
y

gZd
y

gZe
y

gZf
y

gZg
y

gZh
y

gZi
y

gZj
y

gZk
y

gZl
y

gZm
y

gZn
y

gZo
y

gZp
y

gZq
y

gZr
y

gZs
y

gZt
y

gZu
y

gZv
y

gZw
y

gZx
y

gZy
y

gZz
y

gZA
y

gZB
y

gZC
y

gZD
y

gZE
y

gZF
y

gZG
y

gZH
y

gZI
y

gZJ
y

gZK
y

gZL
y

gZM
y

gZN
y

gZO
y

gZP
y

gZQ
y

gZR
y

gZS
y

gZT
y

gZU
y

gZV
y

gZW
y

gZX
y

gZY
y

gZZ
y

gZ0
y

gZ1
y

gZ2
y

gZ3
y

gZ4
y

gZ5
y

gZ6
y

gZ7
y

gZ8
y

gZ9
y

gZ_
y

gZ.
y

g0a
y

g0b
y

g0c
y

g0d
y

g0e
y

g0f
y

g0g
y

g0h
y

g0i
y

g0j
y

g0k
y

g0l
y

g0m
y

g0n
y

g0o
y

g0p
y

g0q
y

g0r
y

g0s
y

g0t
y

g0u
y

g0v
y

g0w
y

g0x
y

g0y
y

g0z
y

g0A
y

g0B
y

g0C
y

g0D
y

g0E
y

g0F
y

g0G
y

g0H
y

g0I
y

g0J
y

g0K
y

g0L
y

g0M
y

g0N
y

g0O
y

g0P
y

g0Q
y

g0R
y

g0S
y

g0T
y

g0U
y

g0V
y

g0W
y

g0X
y

g0Y
y

g0Z
y

g00
y

g01
y

g02
y

g03
y

g04
y

g05
y

g06
y

g07
y

g08
y

g09
y

g0_
y

g0.
y

g1a
y

g1b
y

g1c
y

g1d
y

g1e
y

g1f
y

g1g
y

g1h
y

g1i
y

g1j
y

g1k
y

g1l
y

g1m
y

g1n
y

g1o
y

g1p
y

g1q
y

g1r
y

g1s
y

g1t
y

g1u
y

g1v
y

g1w
y

g1x
y

g1y
y

g1z
y

g1A
y

g1B
y

g1C
y

g1D
y

g1E
y

g1F
y

g1G
y

g1H
y

g1I
y

g1J
y

g1K
y

g1L
y

g1M
y

g1N
y

g1O
y

g1P
y

g1Q
y

g1R
y

g1S
y

g1T
y

g1U
y

g1V
y

g1W
y

g1X
y

g1Y
y

g1Z
y

g10
y

g11
y

g12
y

g13
y

g14
y

g15
y

g16
y

g17
y

g18
y

g19
y

g1_
y

g1.
y

g2a
y

g2b
y

g2c
y

g2d
y

g2e
y

g2f
y

g2g
y

g2h
y

g2i
y

g2j
y

g2k
y

g2l
y

g2m
y

g2n
y

g2o
y

g2p
y

g2q
y

g2r
y

g2s
y

g2t
y

g2u
y

g2v
y

g2w
y

g2x
y

g2y
y

g2z
y

g2A
y

g2B
y

g2C
y

g2D
y

g2E
y

g2F
y

g2G
y

g2H
y

g2I
y

g2J
y

g2K
y

g2L
y

g2M
y

g2N
y

g2O
y

g2P
y

g2Q
y

g2R
y

g2S
y

g2T
y

g2U
y

g2V
y

g2W
y

g2X
y

g2Y
y

g2Z
y

g20
y

g21
y

g22
y

g23
y

g24
y

g25
y

g26
y

g27
y

g28
y

g29
y

g2_
y

g2.
y

g3a
y

g3b
y

g3c
y

g3d
y

g3e
y

g3f
y

g3g
y

g3h
y

g3i
y

g3j
y

g3k
y

g3l
y

g3m
y

g3n
y

g3o
y

g3p
y

g3q
y

g3r
y

g3s
y

g3t
y

g3u
y

g3v
y

g3w
y

g3x
y

g3y
y

g3z
y

g3A
y

g3B
y

g3C
y

g3D
y

g3E
y

g3F
y

g3G
y

g3H
y

g3I
y

g3J
y

g3K
y

g3L
y

g3M
y

g3N
y

g3O
y

g3P
y

g3Q
y

g3R
y

g3S
y

g3T
y

g3U
y

g3V
y

g3W
y

g3X
y

g3Y
y

g3Z
y

g30
y

g31
y

g32
y

g33
y

g34
y

g35
y

g36
y

g37
y

g38
y

g39
y

g3_
y

g3.
y

g4a
y

g4b
y

g4c
y

g4d
y

g4e
y

g4f
y

g4g
y

g4h
y

g4i
y

g4j
y

g4k
y

g4l
y

g4m
y

g4n
y

g4o
y

g4p
y

g4q
y

g4r
y

g4s
y

g4t
y

g4u
y

g4v
y

g4w
y

g4x
y

g4y
y

g4z
y

g4A
y

g4B
y

g4C
y

g4D
y

g4E
y

g4F
y

g4G
y

g4H
y

g4I
y

g4J
y

g4K
y

g4L
y

g4M
y

g4N
y

g4O
y

g4P
y

g4Q
y

g4R
y

g4S
y

g4T
y

g4U
y

g4V
y

g4W
y

g4X
y

g4Y
y

g4Z
y

g40
y

g41
y

g42
y

g43
y

g44
y

g45
y

g46
y

g47
y

g48
y

g49
y

g4_
y

g4.
y

g5a
y

g5b
y

g5c
y

g5d
y

g5e
y

g5f
y

g5g
y

g5h
y

g5i
y

g5j
y

g5k
y

g5l
y

g5m
y

g5n
y

g5o
y

g5p
y

g5q
y

g5r
y

g5s
y

g5t
y

g5u
y

g5v
y

g5w
y

g5x
y

g5y
y

g5z
y

g5A
y

g5B
y

g5C
y

g5D
y

g5E
y

g5F
y

g5G
y

g5H
y

g5I
y

g5J
y

g5K
y

g5L
y

g5M
y

g5N
y

g5O
y

g5P
y

g5Q
y

g5R
y

g5S
y

g5T
y

g5U
y

g5V
y

g5W
y

g5X
y

g5Y
y

g5Z
y

g50
y

g51
y

g52
y

g53
y

g54
y

g55
y

g56
y

g57
y

g58
y

g59
y

g5_
y

g5.
y

g6a
y

g6b
y

g6c
y

g6d
y

g6e
y

g6f
y

g6g
y

g6h
y

g6i
y

g6j
y

g6k
y

g6l
y

g6m
y

g6n
y

g6o
y

g6p
y

g6q
y

g6r
y

g6s
y

g6t
y

g6u
y

g6v
y

g6w
y

g6x
y

g6y
y

g6z
y

g6A
y

g6B
y

g6C
y

g6D
y

g6E
y

g6F
y

g6G
y

g6H
y

g6I
y

g6J
y

g6K
y

g6L
y

g6M
y

g6N
y

g6O
y

g6P
y

g6Q
y

g6R
y

g6S
y

g6T
y

g6U
y

g6V
y

g6W
y

g6X
y

g6Y
y

g6Z
y

g60
y

g61
y

g62
y

g63
y

g64
y

g65
y

g66
y

g67
y

g68
y

g69
y

g6_
y

g6.
y

g7a
y

g7b
y

g7c
y

g7d
y

g7e
y

g7f
y

g7g
y

g7h
y

g7i
y

g7j
y

g7k
y

g7l
y

g7m
y

g7n
y

g7o
y

g7p
y

g7q
y

g7r
y

g7s
y

g7t
y

g7u
y

g7v
y

g7w
y

g7x
y

g7y
y

g7z
y

g7A
y

g7B
y

g7C
y

g7D
y

g7E
y

g7F
y

g7G
y

g7H
y

g7I
y

g7J
y

g7K
y

g7L
y

g7M
y

g7N
y

g7O
y

g7P
y

g7Q
y

g7R
y

g7S
y

g7T
y

g7U
y

g7V
y

g7W
y

g7X
y

g7Y
y

g7Z
y

g70
y

g71
y

g72
y

g73
y

g74
y

g75
y

g76
y

g77
y

g78
y

g79
y

g7_
y

g7.
y

g8a
y

g8b
y

g8c
y

g8d
y

g8e
y

g8f
y

g8g
y

g8h
y

g8i
y

g8j
y

g8k
y

g8l
y

g8m
y

g8n
y

g8o
y

g8p
y

g8q
y

g8r
y

g8s
y

g8t
y

g8u
y

g8v
y

g8w
y

g8x
y

g8y
y

g8z
y

g8A
y

g8B
y

g8C
y

g8D
y

g8E
y

g8F
y

g8G
y

g8H
y

g8I
y

g8J
y

g8K
y

g8L
y

g8M
y

g8N
y

g8O
y

g8P
y

g8Q
y

g8R
y

g8S
y

g8T
y

g8U
y

g8V
y

g8W
y

g8X
y

g8Y
y

g8Z
y

g80
y

g81
y

g82
y

g83
y

g84
y

g85
y

g86
y

g87
y

g88
y

g89
y

g8_
y

g8.
y

g9a
y

g9b
y

g9c
y

g9d
y

g9e
y

g9f
y

g9g
y

g9h
y

g9i
y

g9j
y

g9k
y

g9l
y

g9m
y

g9n
y

g9o
y

g9p
y

g9q
y

g9r
y

g9s
y

g9t
y

g9u
y

g9v
y

g9w
y

g9x
y

g9y
y

g9z
y

g9A
y

g9B
y

g9C
y

g9D
y

g9E
y

g9F
y

g9G
y

g9H
y

g9I
y

g9J
y

g9K
y

g9L
y

g9M
y

g9N
y

g9O
y

g9P
y

g9Q
y

g9R
y

g9S
y

g9T
y

g9U
y

g9V
y

g9W
y

g9X
y

g9Y
y

g9Z
y

g90
y

g91
y

g92
y

g93
y

g94
y

g95
y

g96
y

g97
y

g98
y

g99
y

g9_
y

g9.
y

g_a
y

g_b
y

g_c
y

g_d
y

g_e
y

g_f
y

g_g
y

g_h
y

g_i
y

g_j
y

g_k
y

g_l
y

g_m
y

g_n
y

g_o
y

g_p
y

g_q
y

g_r
y

g_s
y

g_t
y

g_u
y

g_v
y

g_w
y

g_x
y

g_y
y

g_z
y

g_A
y

g_B
y

g_C
y

g_D
y

g_E
y

g_F
y

g_G
y

g_H
y

g_I
y

g_J
y

g_K
y

g_L
y

g_M
y

g_N
y

g_O
y

g_P
y

g_Q
y

g_R
y

g_S
y

g_T
y

g_U
y

g_V
y

g_W
y

g_X
y

g_Y
y

g_Z
y

g_0
y

g_1
y

g_2
y

g_3
y

g_4
y

g_5
y

g_6
y

g_7
y

g_8
y

g_9
y

g__
y

g_.
y

g.a
y

g.b
y

g.c
y

g.d
y

g.e
y

g.f
y

g.g
y

g.h
y

g.i
y

g.j
y

g.k
y

g.l
y

g.m
y

g.n
y

g.o
y

g.p
y

g.q
y

g.r
y

g.s
y

g.t
y

g.u
y

g.v
y

g.w
y

g.x
y

g.y
y

g.z
y

g.A
y

g.B
y

g.C
y

g.D
y

g.E
y

g.F
y

g.G
y

g.H
y

g.I
y

g.J
y

g.K
y

g.L
y

g.M
y

g.N
y

g.O
y

g.P
y

g.Q
y

g.R
y

g.S
y

g.T
y

g.U
y

g.V
y

g.W
y

g.X
y

g.Y
y

g.Z
y

g.0
y

g.1
y

g.2
y

g.3
y

g.4
y

g.5
y

g.6
y

g.7
y

g.8
y

g.9
y

g._
y

g..
y

haa
y

hab
y

hac
y

had
y

hae
y

haf
y

hag
y

hah
y

hai
y

haj
y

hak
y

hal
y

ham
y

han
y

hao
y

hap
y

haq
y

har
y

has
y

hat
y

hau
y

hav
y

haw
y

hax
y

hay
y

haz
y

haA
y

haB
y

haC
y

haD
y

haE
y

haF
y

haG
y

haH
y

haI
y

haJ
y

haK
y

haL
y

haM
y

haN
y

haO
y

haP
y

haQ
y

haR
y

haS
y

haT
y

haU
y

haV
y

haW
y

haX
y

haY
y

haZ
y

ha0
y

ha1
y

ha2
y

ha3
y

ha4
y

ha5
y

ha6
y

ha7
y

ha8
y

ha9
y

ha_
y

ha.
y

hba
y

hbb
y

hbc
y

hbd
y

hbe
y

hbf
y

hbg
y

hbh
y

hbi
y

hbj
y

hbk
y

hbl
y

hbm
y

hbn
y

hbo
y

hbp
y

hbq
y

hbr
y

hbs
y

hbt
y

hbu
y

hbv
y

hbw
y

hbx
y

hby
y

hbz
y

hbA
y

hbB
y

hbC
y

hbD
y

hbE
y

hbF
y

hbG
y

hbH
y

hbI
y

hbJ
y

hbK
y

hbL
y

hbM
y

hbN
y

hbO
y

hbP
y

hbQ
y

hbR
y

hbS
y

hbT
y

hbU
y

hbV
y

hbW
y

hbX
y

hbY
y

hbZ
y

hb0
y

hb1
y

hb2
y

hb3
y

hb4
y

hb5
y

hb6
y

hb7
y

hb8
y

hb9
y

hb_
y

hb.
y

hca
y

hcb
y

hcc
y

hcd
y

hce
y

hcf
y

hcg
y

hch
y

hci
y

hcj
y

hck
y

hcl
y

hcm
y

hcn
y

hco
y

hcp
y

hcq
y

hcr
y

hcs
y

hct
y

hcu
y

hcv
y

hcw
y

hcx
y

hcy
y

hcz
y

hcA
y

hcB
y

hcC
y

hcD
y

hcE
y

hcF
y

hcG
y

hcH
y

hcI
y

hcJ
y

hcK
y

hcL
y

hcM
y

hcN
y

hcO
y

hcP
y

hcQ
y

hcR
y

hcS
y

hcT
y

hcU
y

hcV
y

hcW
y

hcX
y

hcY
y

hcZ
y

hc0
y

hc1
y

hc2
y

hc3
y

hc4
y

hc5
y

hc6
y

hc7
y

hc8
y

hc9
y

hc_
y

hc.
y

hda
y

hdb
y

hdc
y

hdd
y

hde
y

hdf
y

hdg
y

hdh
y

hdi
y

hdj
y

hdk
y

hdl
y

hdm
y

hdn
y

hdo
y

hdp
y

hdq
y

hdr
y

hds
y

hdt
y

hdu
y

hdv
y

hdw
y

hdx
y

hdy
y

hdz
y

hdA
y

hdB
y

hdC
y

hdD
y

hdE
y

hdF
y

hdG
y

hdH
y

hdI
y

hdJ
y

hdK
y

hdL
y

hdM
y

hdN
y

hdO
y

hdP
y

hdQ
y

hdR
y

hdS
y

hdT
y

hdU
y

hdV
y

hdW
y

hdX
y

hdY
y

hdZ
y

hd0
y

hd1
y

hd2
y

hd3
y

hd4
y

hd5
y

hd6
y

hd7
y

hd8
y

hd9
y

hd_
y

hd.
y

hea
y

heb
y

hec
y

hed
y

hee
y

hef
y

heg
y

heh
y

hei
y

hej
y

hek
y

hel
y

hem
y

hen
y

heo
y

hep
y

heq
y

her
y

hes
y

het
y

heu
y

hev
y

hew
y

hex
y

hey
y

hez
y

heA
y

heB
y

heC
y

heD
y

heE
y

heF
y

heG
y

heH
y

heI
y

heJ
y

heK
y

heL
y

heM
y

heN
y

heO
y

heP
y

heQ
y

heR
y

heS
y

heT
y

heU
y

heV
y

heW
y

heX
y

heY
y

heZ
y

he0
y

he1
y

he2
y

he3
y

he4
y

he5
y

he6
y

he7
y

he8
y

he9
y

he_
y

he.
y

hfa
y

hfb
y

hfc
y

hfd
y

hfe
y

hff
y

hfg
y

hfh
y

hfi
y

hfj
y

hfk
y

hfl
y

hfm
y

hfn
y

hfo
y

hfp
y

hfq
y

hfr
y

hfs
y

hft
y

hfu
y

hfv
y

hfw
y

hfx
y

hfy
y

hfz
y

hfA
y

hfB
y

hfC
y

hfD
y

hfE
y

hfF
y

hfG
y

hfH
y

hfI
y

hfJ
y

hfK
y

hfL
y

hfM
y

hfN
y

hfO
y

hfP
y

hfQ
y

hfR
y

hfS
y

hfT
y

hfU
y

hfV
y

hfW
y

hfX
y

hfY
y

hfZ
y

hf0
y

hf1
y

hf2
y

hf3
y

hf4
y

hf5
y

hf6
y

hf7
y

hf8
y

hf9
y

hf_
y

hf.
y

hga
y

hgb
y

hgc
y

hgd
y

hge
y

hgf
y

hgg
y

hgh
y

hgi
y

hgj
y

hgk
y

hgl
y

hgm
y

hgn
y

hgo
y

hgp
y

hgq
y

hgr
y

hgs
y

hgt
y

hgu
y

hgv
y

hgw
y

hgx
y

hgy
y

hgz
y

hgA
y

hgB
y

hgC
y

hgD
y

hgE
y

hgF
y

hgG
y

hgH
y

hgI
y

hgJ
y

hgK
y

hgL
y

hgM
y

hgN
y

hgO
y

hgP
y

hgQ
y

hgR
y

hgS
y

hgT
y

hgU
y

hgV
y

hgW
y

hgX
y

hgY
y

hgZ
y

hg0
y

hg1
y

hg2
y

hg3
y

hg4
y

hg5
y

hg6
y

hg7
y

hg8
y

hg9
y

hg_
y

hg.
y

hha
y

hhb
y

hhc
y

hhd
y

hhe
y

hhf
y

hhg
y

hhh
y

hhi
y

hhj
y

hhk
y

hhl
y

hhm
y

hhn
y

hho
y

hhp
y

hhq
y

hhr
y

hhs
y

hht
y

hhu
y

hhv
y

hhw
y

hhx
y

hhy
y

hhz
y

hhA
y

hhB
y

hhC
y

hhD
y

hhE
y

hhF
y

hhG
y

hhH
y

hhI
y

hhJ
y

hhK
y

hhL
y

hhM
y

hhN
y

hhO
y

hhP
y

hhQ
y

hhR
y

hhS
y

hhT
y

hhU
y

hhV
y

hhW
y

hhX
y

hhY
y

hhZ
y

hh0
y

hh1
y

hh2
y

hh3
y

hh4
y

hh5
y

hh6
y

hh7
y

hh8
y

hh9
y

hh_
y

hh.
y

hia
y

hib
y

hic
y

hid
y

hie
y

hif
y

hig
y

hih
y

hii
y

hij
y

hik
y

hil
y

him
y

hin
y

hio
y

hip
y

hiq
y

hir
y

his
y

hit
y

hiu
y

hiv
y

hiw
y

hix
y

hiy
y

hiz
y

hiA
y

hiB
y

hiC
y

hiD
y

hiE
y

hiF
y

hiG
y

hiH
y

hiI
y

hiJ
y

hiK
y

hiL
y

hiM
y

hiN
y

hiO
y

hiP
y

hiQ
y

hiR
y

hiS
y

hiT
y

hiU
y

hiV
y

hiW
y

hiX
y

hiY
y

hiZ
y

hi0
y

hi1
y

hi2
y

hi3
y

hi4
y

hi5
y

hi6
y

hi7
y

hi8
y

hi9
y

hi_
y

hi.
y

hja
y

hjb
y

hjc
y

hjd
y

hje
y

hjf
y

hjg
y

hjh
y

hji
y

hjj
y

hjk
y

hjl
y

hjm
y

hjn
y

hjo
y

hjp
y

hjq
y

hjr
y

hjs
y

hjt
y

hju
y

hjv
y

hjw
y

hjx
y

hjy
y

hjz
y

hjA
y

hjB
y

hjC
y

hjD
y

hjE
y

hjF
y

hjG
y

hjH
y

hjI
y

hjJ
y

hjK
y

hjL
y

hjM
y

hjN
y

hjO
y

hjP
y

hjQ
y

hjR
y

hjS
y

hjT
y

hjU
y

hjV
y

hjW
y

hjX
y

hjY
y

hjZ
y

hj0
y

hj1
y

hj2
y

hj3
y

hj4
y

hj5
y

hj6
y

hj7
y

hj8
y

hj9
y

hj_
y

hj.
y

hka
y

hkb
y

hkc
y

hkd
y

hke
y

hkf
y

hkg
y

hkh
y

hki
y

hkj
y

hkk
y

hkl
y

hkm
y

hkn
y

hko
y

hkp
y

hkq
y

hkr
y

hks
y

hkt
y

hku
y

hkv
y

hkw
y

hkx
y

hky
y

hkz
y

hkA
y

hkB
y

hkC
y

hkD
y

hkE
y

hkF
y

hkG
y

hkH
y

hkI
y

hkJ
y

hkK
y

hkL
y

hkM
y

hkN
y

hkO
y

hkP
y

hkQ
y

hkR
y

hkS
y

hkT
y

hkU
y

hkV
y

hkW
y

hkX
y

hkY
y

hkZ
y

hk0
y

hk1
y

hk2
y

hk3
y

hk4
y

hk5
y

hk6
y

hk7
y

hk8
y

hk9
y

hk_
y

hk.
y

hla
y

hlb
y

hlc
y

hld
y

hle
y

hlf
y

hlg
y

hlh
y

hli
y

hlj
y

hlk
y

hll
y

hlm
y

hln
y

hlo
y

hlp
y

hlq
y

hlr
y

hls
y

hlt
y

hlu
y

hlv
y

hlw
y

hlx
y

hly
y

hlz
y

hlA
y

hlB
y

hlC
y

hlD
y

hlE
y

hlF
y

hlG
y

hlH
y

hlI
y

hlJ
y

hlK
y

hlL
y

hlM
y

hlN
y

hlO
y

hlP
y

hlQ
y

hlR
y

hlS
y

hlT
y

hlU
y

hlV
y

hlW
y

hlX
y

hlY
y

hlZ
y

hl0
y

hl1
y

hl2
y

hl3
y

hl4
y

hl5
y

hl6
y

hl7
y

hl8
y

hl9
y

hl_
y

hl.
y

hma
y

hmb
y

hmc
y

hmd
y

hme
y

hmf
y

hmg
y

hmh
y

hmi
y

hmj
y

hmk
y

hml
y

hmm
y

hmn
y

hmo
y

hmp
y

hmq
y

hmr
y

hms
y

hmt
y

hmu
y

hmv
y

hmw
y

hmx
y

hmy
y

hmz
y

hmA
y

hmB
y

hmC
y

hmD
y

hmE
y

hmF
y

hmG
y

hmH
y

hmI
y

hmJ
y

hmK
y

hmL
y

hmM
y

hmN
y

hmO
y

hmP
y

hmQ
y

hmR
y

hmS
y

hmT
y

hmU
y

hmV
y

hmW
y

hmX
y

hmY
y

hmZ
y

hm0
y

hm1
y

hm2
y

hm3
y

hm4
y

hm5
y

hm6
y

hm7
y

hm8
y

hm9
y

hm_
y

hm.
y

hna
y

hnb
y

hnc
y

hnd
y

hne
y

hnf
y

hng
y

hnh
y

hni
y

hnj
y

hnk
y

hnl
y

hnm
y

hnn
y

hno
y

hnp
y

hnq
y

hnr
y

hns
y

hnt
y

hnu
y

hnv
y

hnw
y

hnx
y

hny
y

hnz
y

hnA
y

hnB
y

hnC
y

hnD
y

hnE
y

hnF
y

hnG
y

hnH
y

hnI
y

hnJ
y

hnK
y

hnL
y

hnM
y

hnN
y

hnO
y

hnP
y

hnQ
y

hnR
y

hnS
y

hnT
y

hnU
y

hnV
y

hnW
y

hnX
y

hnY
y

hnZ
y

hn0
y

hn1
y

hn2
y

hn3
y

hn4
y

hn5
y

hn6
y

hn7
y

hn8
y

hn9
y

hn_
y

hn.
y

hoa
y

hob
y

hoc
y

hod
y

hoe
y

hof
y

hog
y

hoh
y

hoi
y

hoj
y

hok
y

hol
y

hom
y

hon
y

hoo
y

hop
y

hoq
y

hor
y

hos
y

hot
y

hou
y

hov
y

how
y

hox
y

hoy
y

hoz
y

hoA
y

hoB
y

hoC
y

hoD
y

hoE
y

hoF
y

hoG
y

hoH
y

hoI
y

hoJ
y

hoK
y

hoL
y

hoM
y

hoN
y

hoO
y

hoP
y

hoQ
y

hoR
y

hoS
y

hoT
y

hoU
y

hoV
y

hoW
y

hoX
y

hoY
y

hoZ
y

ho0
y

ho1
y

ho2
y

ho3
y

ho4
y

ho5
y

ho6
y

ho7
y

ho8
y

ho9
y

ho_
y

ho.
y

hpa
y

hpb
y

hpc
y

hpd
y

hpe
y

hpf
y

hpg
y

hph
y

hpi
y

hpj
y

hpk
y

hpl
y

hpm
y

hpn
y

hpo
y

hpp
y

hpq
y

hpr
y

hps
y

hpt
y

hpu
y

hpv
y

hpw
y

hpx
y

hpy
y

hpz
y

hpA
y

hpB
y

hpC
y

hpD
y

hpE
y

hpF
y

hpG
y

hpH
y

hpI
y

hpJ
y

hpK
y

hpL
y

hpM
y

hpN
y

hpO
y

hpP
y

hpQ
y

hpR
y

hpS
y

hpT
y

hpU
y

hpV
y

hpW
y

hpX
y

hpY
y

hpZ
y

hp0
y

hp1
y

hp2
y

hp3
y

hp4
y

hp5
y

hp6
y

hp7
y

hp8
y

hp9
y

hp_
y

hp.
y

hqa
y

hqb
y

hqc
y

hqd
y

hqe
y

hqf
y

hqg
y

hqh
y

hqi
y

hqj
y

hqk
y

hql
y

hqm
y

hqn
y

hqo
y

hqp
y

hqq
y

hqr
y

hqs
y

hqt
y

hqu
y

hqv
y

hqw
y

hqx
y

hqy
y

hqz
y

hqA
y

hqB
y

hqC
y

hqD
y

hqE
y

hqF
y

hqG
y

hqH
y

hqI
y

hqJ
y

hqK
y

hqL
y

hqM
y

hqN
y

hqO
y

hqP
y

hqQ
y

hqR
y

hqS
y

hqT
y

hqU
y

hqV
y

hqW
y

hqX
y

hqY
y

hqZ
y

hq0
y

hq1
y

hq2
y

hq3
y

hq4
y

hq5
y

hq6
y

hq7
y

hq8
y

hq9
y

hq_
y

hq.
y

hra
y

hrb
y

hrc
y

hrd
y

hre
y

hrf
y

hrg
y

hrh
y

hri
y

hrj
y

hrk
y

hrl
y

hrm
y

hrn
y

hro
y

hrp
y

hrq
y

hrr
y

hrs
y

hrt
y

hru
y

hrv
y

hrw
y

hrx
y

hry
y

hrz
y

hrA
y

hrB
y

hrC
y

hrD
y

hrE
y

hrF
y

hrG
y

hrH
y

hrI
y

hrJ
y

hrK
y

hrL
y

hrM
y

hrN
y

hrO
y

hrP
y

hrQ
y

hrR
y

hrS
y

hrT
y

hrU
y

hrV
y

hrW
y

hrX
y

hrY
y

hrZ
y

hr0
y

hr1
y

hr2
y

hr3
y

hr4
y

hr5
y

hr6
y

hr7
y

hr8
y

hr9
y

hr_
y

hr.
y

hsa
y

hsb
y

hsc
y

hsd
y

hse
y

hsf
y

hsg
y

hsh
y

hsi
y

hsj
y

hsk
y

hsl
y

hsm
y

hsn
y

hso
y

hsp
y

hsq
y

hsr
y

hss
y

hst
y

hsu
y

hsv
y

hsw
y

hsx
y

hsy
y

hsz
y

hsA
y

hsB
y

hsC
y

hsD
y

hsE
y

hsF
y

hsG
y

hsH
y

hsI
y

hsJ
y

hsK
y

hsL
y

hsM
y

hsN
y

hsO
y

hsP
y

hsQ
y

hsR
y

hsS
y

hsT
y

hsU
y

hsV
y

hsW
y

hsX
y

hsY
y

hsZ
y

hs0
y

hs1
y

hs2
y

hs3
y

hs4
y

hs5
y

hs6
y

hs7
y

hs8
y

hs9
y

hs_
y

hs.
y

hta
y

htb
y

htc
y

htd
y

hte
y

htf
y

htg
y

hth
y

hti
y

htj
y

htk
y

htl
y

htm
y

htn
y

hto
y

htp
y

htq
y

htr
y

hts
y

htt
y

htu
y

htv
y

htw
y

htx
y

hty
y

htz
y

htA
y

htB
y

htC
y

htD
y

htE
y

htF
y

htG
y

htH
y

htI
y

htJ
y

htK
y

htL
y

htM
y

htN
y

htO
y

htP
y

htQ
y

htR
y

htS
y

htT
y

htU
y

htV
y

htW
y

htX
y

htY
y

htZ
y

ht0
y

ht1
y

ht2
y

ht3
y

ht4
y

ht5
y

ht6
y

ht7
y

ht8
y

ht9
y

ht_
y

ht.
y

hua
y

hub
y

huc
y

hud
y

hue
y

huf
y

hug
y

huh
y

hui
y

huj
y

huk
y

hul
y

hum
y

hun
y

huo
y

hup
y

huq
y

hur
y

hus
y

hut
y

huu
y

huv
y

huw
y

hux
y

huy
y

huz
y

huA
y

huB
y

huC
y

huD
y

huE
y

huF
y

huG
y

huH
y

huI
y

huJ
y

huK
y

huL
y

huM
y

huN
y

huO
y

huP
y

huQ
y

huR
y

huS
y

huT
y

huU
y

huV
y

huW
y

huX
y

huY
y

huZ
y

hu0
y

hu1
y

hu2
y

hu3
y

hu4
y

hu5
y

hu6
y

hu7
y

hu8
y

hu9
y

hu_
y

hu.
y

hva
y

hvb
y

hvc
y

hvd
y

hve
y

hvf
y

hvg
y

hvh
y

hvi
y

hvj
y

hvk
y

hvl
y

hvm
y

hvn
y

hvo
y

hvp
y

hvq
y

hvr
y

hvs
y

hvt
y

hvu
y

hvv
y

hvw
y

hvx
y

hvy
y

hvz
y

hvA
y

hvB
y

hvC
y

hvD
y

hvE
y

hvF
y

hvG
y

hvH
y

hvI
y

hvJ
y

hvK
y

hvL
y

hvM
y

hvN
y

hvO
y

hvP
y

hvQ
y

hvR
y

hvS
y

hvT
y

hvU
y

hvV
y

hvW
y

hvX
y

hvY
y

hvZ
y

hv0
y

hv1
y

hv2
y

hv3
y

hv4
y

hv5
y

hv6
y

hv7
y

hv8
y

hv9
y

hv_
y

hv.
y

hwa
y

hwb
y

hwc
y

hwd
y

hwe
y

hwf
y

hwg
y

hwh
y

hwi
y

hwj
y

hwk
y

hwl
y

hwm
y

hwn
y

hwo
y

hwp
y

hwq
y

hwr
y

hws
y

hwt
y

hwu
y

hwv
y

hww
y

hwx
y

hwy
y

hwz
y

hwA
y

hwB
y

hwC
y

hwD
y

hwE
y

hwF
y

hwG
y

hwH
y

hwI
y

hwJ
y

hwK
y

hwL
y

hwM
y

hwN
y

hwO
y

hwP
y

hwQ
y

hwR
y

hwS
y

hwT
y

hwU
y

hwV
y

hwW
y

hwX
y

hwY
y

hwZ
y

hw0
y

hw1
y

hw2
y

hw3
y

hw4
y

hw5
y

hw6
y

hw7
y

hw8
y

hw9
y

hw_
y

hw.
y

hxa
y

hxb
y

hxc
y

hxd
y

hxe
y

hxf
y

hxg
y

hxh
y

hxi
y

hxj
y

hxk
y

hxl
y

hxm
y

hxn
y

hxo
y

hxp
y

hxq
y

hxr
y

hxs
y

hxt
y

hxu
y

hxv
y

hxw
y

hxx
y

hxy
y

hxz
y

hxA
y

hxB
y

hxC
y

hxD
y

hxE
y

hxF
y

hxG
y

hxH
y

hxI
y

hxJ
y

hxK
y

hxL
y

hxM
y

hxN
y

hxO
y

hxP
y

hxQ
y

hxR
y

hxS
y

hxT
y

hxU
y

hxV
y

hxW
y

hxX
y

hxY
y

hxZ
y

hx0
y

hx1
y

hx2
y

hx3
y

hx4
y

hx5
y

hx6
y

hx7
y

hx8
y

hx9
y

hx_
y

hx.
y

hya
y

hyb
y

hyc
y

hyd
y

hye
y

hyf
y

hyg
y

hyh
y

hyi
y

hyj
y

hyk
y

hyl
y

hym
y

hyn
y

hyo
y

hyp
y

hyq
y

hyr
y

hys
y

hyt
y

hyu
y

hyv
y

hyw
y

hyx
y

hyy
y

hyz
y

hyA
y

hyB
y

hyC
y

hyD
y

hyE
y

hyF
y

hyG
y

hyH
y

hyI
y

hyJ
y

hyK
y

hyL
y

hyM
y

hyN
y

hyO
y

hyP
y

hyQ
y

hyR
y

hyS
y

hyT
y

hyU
y

hyV
y

hyW
y

hyX
y

hyY
y

hyZ
y

hy0
y

hy1
y

hy2
y

hy3
y

hy4
y

hy5
y

hy6
y

hy7
y

hy8
y

hy9
y

hy_
y

hy.
y

hza
y

hzb
y

hzc
y

hzd
y

hze
y

hzf
y

hzg
y

hzh
y

hzi
y

hzj
y

hzk
y

hzl
y

hzm
y

hzn
y

hzo
y

hzp
y

hzq
y

hzr
y

hzs
y

hzt
y

hzu
y

hzv
y

hzw
y

hzx
y

hzy
y

hzz
y

hzA
y

hzB
y

hzC
y

hzD
y

hzE
y

hzF
y

hzG
y

hzH
y

hzI
y

hzJ
y

hzK
y

hzL
y

hzM
y

hzN
y

hzO
y

hzP
y

hzQ
y

hzR
y

hzS
y

hzT
y

hzU
y

hzV
y

hzW
y

hzX
y

hzY
y

hzZ
y

hz0
y

hz1
y

hz2
y

hz3
y

hz4
y

hz5
y

hz6
y

hz7
y

hz8
y

hz9
y

hz_
y

hz.
y

hAa
y

hAb
y

hAc
y

hAd
y

hAe
y

hAf
y

hAg
y

hAh
y

hAi
y

hAj
y

hAk
y

hAl
y

hAm
y

hAn
y

hAo
y

hAp
y

hAq
y

hAr
y

hAs
y

hAt
y

hAu
y

hAv
y

hAw
y

hAx
y

hAy
y

hAz
y

hAA
y

hAB
y

hAC
y

hAD
y

hAE
y

hAF
y

hAG
y

hAH
y

hAI
y

hAJ
y

hAK
y

hAL
y

hAM
y

hAN
y

hAO
y

hAP
y

hAQ
y

hAR
y

hAS
y

hAT
y

hAU
y

hAV
y

hAW
y

hAX
y

hAY
y

hAZ
y

hA0
y

hA1
y

hA2
y

hA3
y

hA4
y

hA5
y

hA6
y

hA7
y

hA8
y

hA9
y

hA_
y

hA.
y

hBa
y

hBb
y

hBc
y

hBd
y

hBe
y

hBf
y

hBg
y

hBh
y

hBi
y

hBj
y

hBk
y

hBl
y

hBm
y

hBn
y

hBo
y

hBp
y

hBq
y

hBr
y

hBs
y

hBt
y

hBu
y

hBv
y

hBw
y

hBx
y

hBy
y

hBz
y

hBA
y

hBB
y

hBC
y

hBD
y

hBE
y

hBF
y

hBG
y

hBH
y

hBI
y

hBJ
y

hBK
y

hBL
y

hBM
y

hBN
y

hBO
y

hBP
y

hBQ
y

hBR
y

hBS
y

hBT
y

hBU
y

hBV
y

hBW
y

hBX
y

hBY
y

hBZ
y

hB0
y

hB1
y

hB2
y

hB3
y

hB4
y

hB5
y

hB6
y

hB7
y

hB8
y

hB9
y

hB_
y

hB.
y

hCa
y

hCb
y

hCc
y

hCd
y

hCe
y

hCf
y

hCg
y

hCh
y

hCi
y

hCj
y

hCk
y

hCl
y

hCm
y

hCn
y

hCo
y

hCp
y

hCq
y

hCr
y

hCs
y

hCt
y

hCu
y

hCv
y

hCw
y

hCx
y

hCy
y

hCz
y

hCA
y

hCB
y

hCC
y

hCD
y

hCE
y

hCF
y

hCG
y

hCH
y

hCI
y

hCJ
y

hCK
y

hCL
y

hCM
y

hCN
y

hCO
y

hCP
y

hCQ
y

hCR
y

hCS
y

hCT
y

hCU
y

hCV
y

hCW
y

hCX
y

hCY
y

hCZ
y

hC0
y

hC1
y

hC2
y

hC3
y

hC4
y

hC5
y

hC6
y

hC7
y

hC8
y

hC9
y

hC_
y

hC.
y

hDa
y

hDb
y

hDc
y

hDd
y

hDe
y

hDf
y

hDg
y

hDh
y

hDi
y

hDj
y

hDk
y

hDl
y

hDm
y

hDn
y

hDo
y

hDp
y

hDq
y

hDr
y

hDs
y

hDt
y

hDu
y

hDv
y

hDw
y

hDx
y

hDy
y

hDz
y

hDA
y

hDB
y

hDC
y

hDD
y

hDE
y

hDF
y

hDG
y

hDH
y

hDI
y

hDJ
y

hDK
y

hDL
y

hDM
y

hDN
y

hDO
y

hDP
y

hDQ
y

hDR
y

hDS
y

hDT
y

hDU
y

hDV
y

hDW
y

hDX
y

hDY
y

hDZ
y

hD0
y

hD1
y

hD2
y

hD3
y

hD4
y

hD5
y

hD6
y

hD7
y

hD8
y

hD9
y

hD_
y

hD.
y

hEa
y

hEb
y

hEc
y

hEd
y

hEe
y

hEf
y

hEg
y

hEh
y

hEi
y

hEj
y

hEk
y

hEl
y

hEm
y

hEn
y

hEo
y

hEp
y

hEq
y

hEr
y

hEs
y

hEt
y

hEu
y

hEv
y

hEw
y

hEx
y

hEy
y

hEz
y

hEA
y

hEB
y

hEC
y

hED
y

hEE
y

hEF
y

hEG
y

hEH
y

hEI
y

hEJ
y

hEK
y

hEL
y

hEM
y

hEN
y

hEO
y

hEP
y

hEQ
y

hER
y

hES
y

hET
y

hEU
y

hEV
y

hEW
y

hEX
y

hEY
y

hEZ
y

hE0
y

hE1
y

hE2
y

hE3
y

hE4
y

hE5
y

hE6
y

hE7
y

hE8
y

hE9
y

hE_
y

hE.
y

hFa
y

hFb
y

hFc
y

hFd
y

hFe
y

hFf
y

hFg
y

hFh
y

hFi
y

hFj
y

hFk
y

hFl
y

hFm
y

hFn
y

hFo
y

hFp
y

hFq
y

hFr
y

hFs
y

hFt
y

hFu
y

hFv
y

hFw
y

hFx
y

hFy
y

hFz
y

hFA
y

hFB
y

hFC
y

hFD
y

hFE
y

hFF
y

hFG
y

hFH
y

hFI
y

hFJ
y

hFK
y

hFL
y

hFM
y

hFN
y

hFO
y

hFP
y

hFQ
y

hFR
y

hFS
y

hFT
y

hFU
y

hFV
y

hFW
y

hFX
y

hFY
y

hFZ
y

hF0
y

hF1
y

hF2
y

hF3
y

hF4
y

hF5
y

hF6
y

hF7
y

hF8
y

hF9
y

hF_
y

hF.
y

hGa
y

hGb
y

hGc
y

hGd
y

hGe
y

hGf
y

hGg
y

hGh
y

hGi
y

hGj
y

hGk
y

hGl
y

hGm
y

hGn
y

hGo
y

hGp
y

hGq
y

hGr
y

hGs
y

hGt
y

hGu
y

hGv
y

hGw
y

hGx
y

hGy
y

hGz
y

hGA
y

hGB
y

hGC
y

hGD
y

hGE
y

hGF
y

hGG
y

hGH
y

hGI
y

hGJ
y

hGK
y

hGL
y

hGM
y

hGN
y

hGO
y

hGP
y

hGQ
y

hGR
y

hGS
y

hGT
y

hGU
y

hGV
y

hGW
y

hGX
y

hGY
y

hGZ
y

hG0
y

hG1
y

hG2
y

hG3
y

hG4
y

hG5
y

hG6
y

hG7
y

hG8
y

hG9
y

hG_
y

hG.
y

hHa
y

hHb
y

hHc
y

hHd
y

hHe
y

hHf
y

hHg
y

hHh
y

hHi
y

hHj
y

hHk
y

hHl
y

hHm
y

hHn
y

hHo
y

hHp
y

hHq
y

hHr
y

hHs
y

hHt
y

hHu
y

hHv
y

hHw
y

hHx
y

hHy
y

hHz
y

hHA
y

hHB
y

hHC
y

hHD
y

hHE
y

hHF
y

hHG
y

hHH
y

hHI
y

hHJ
y

hHK
y

hHL
y

hHM
y

hHN
y

hHO
y

hHP
y

hHQ
y

hHR
y

hHS
y

hHT
y

hHU
y

hHV
y

hHW
y

hHX
y

hHY
y

hHZ
y

hH0
y

hH1
y

hH2
y

hH3
y

hH4
y

hH5
y

hH6
y

hH7
y

hH8
y

hH9
y

hH_
y

hH.
y

hIa
y

hIb
y

hIc
y

hId
y

hIe
y

hIf
y

hIg
y

hIh
y

hIi
y

hIj
y

hIk
y

hIl
y

hIm
y

hIn
y

hIo
y

hIp
y

hIq
y

hIr
y

hIs
y

hIt
y

hIu
y

hIv
y

hIw
y

hIx
y

hIy
y

hIz
y

hIA
y

hIB
y

hIC
y

hID
y

hIE
y

hIF
y

hIG
y

hIH
y

hII
y

hIJ
y

hIK
y

hIL
y

hIM
y

hIN
y

hIO
y

hIP
y

hIQ
y

hIR
y

hIS
y

hIT
y

hIU
y

hIV
y

hIW
y

hIX
y

hIY
y

hIZ
y

hI0
y

hI1
y

hI2
y

hI3
y

hI4
y

hI5
y

hI6
y

hI7
y

hI8
y

hI9
y

hI_
y

hI.
y

hJa
y

hJb
y

hJc
y

hJd
y

hJe
y

hJf
y

hJg
y

hJh
y

hJi
y

hJj
y

hJk
y

hJl
y

hJm
y

hJn
y

hJo
y

hJp
y

hJq
y

hJr
y

hJs
y

hJt
y

hJu
y

hJv
y

hJw
y

hJx
y

hJy
y

hJz
y

hJA
y

hJB
y

hJC
y

hJD
y

hJE
y

hJF
y

hJG
y

hJH
y

hJI
y

hJJ
y

hJK
y

hJL
y

hJM
y

hJN
y

hJO
y

hJP
y

hJQ
y

hJR
y

hJS
y

hJT
y

hJU
y

hJV
y

hJW
y

hJX
y

hJY
y

hJZ
y

hJ0
y

hJ1
y

hJ2
y

hJ3
y

hJ4
y

hJ5
y

hJ6
y

hJ7
y

hJ8
y

hJ9
y

hJ_
y

hJ.
y

hKa
y

hKb
y

hKc
y

hKd
y

hKe
y

hKf
y

hKg
y

hKh
y

hKi
y

hKj
y

hKk
y

hKl
y

hKm
y

hKn
y

hKo
y

hKp
y

hKq
y

hKr
y

hKs
y

hKt
y

hKu
y

hKv
y

hKw
y

hKx
y

hKy
y

hKz
y

hKA
y

hKB
y

hKC
y

hKD
y

hKE
y

hKF
y

hKG
y

hKH
y

hKI
y

hKJ
y

hKK
y

hKL
y

hKM
y

hKN
y

hKO
y

hKP
y

hKQ
y

hKR
y

hKS
y

hKT
y

hKU
y

hKV
y

hKW
y

hKX
y

hKY
y

hKZ
y

hK0
y

hK1
y

hK2
y

hK3
y

hK4
y

hK5
y

hK6
y

hK7
y

hK8
y

hK9
y

hK_
y

hK.
y

hLa
y

hLb
y

hLc
y

hLd
y

hLe
y

hLf
y

hLg
y

hLh
y

hLi
y

hLj
y

hLk
y

hLl
y

hLm
y

hLn
y

hLo
y

hLp
y

hLq
y

hLr
y

hLs
y

hLt
y

hLu
y

hLv
y

hLw
y

hLx
y

hLy
y

hLz
y

hLA
y

hLB
y

hLC
y

hLD
y

hLE
y

hLF
y

hLG
y

hLH
y

hLI
y

hLJ
y

hLK
y

hLL
y

hLM
y

hLN
y

hLO
y

hLP
y

hLQ
y

hLR
y

hLS
y

hLT
y

hLU
y

hLV
y

hLW
y

hLX
y

hLY
y

hLZ
y

hL0
y

hL1
y

hL2
y

hL3
y

hL4
y

hL5
y

hL6
y

hL7
y

hL8
y

hL9
y

hL_
y

hL.
y

hMa
y

hMb
y

hMc
y

hMd
y

hMe
y

hMf
y

hMg
y

hMh
y

hMi
y

hMj
y

hMk
y

hMl
y

hMm
y

hMn
y

hMo
y

hMp
y

hMq
y

hMr
y

hMs
y

hMt
y

hMu
y

hMv
y

hMw
y

hMx
y

hMy
y

hMz
y

hMA
y

hMB
y

hMC
y

hMD
y

hME
y

hMF
y

hMG
y

hMH
y

hMI
y

hMJ
y

hMK
y

hML
y

hMM
y

hMN
y

hMO
y

hMP
y

hMQ
y

hMR
y

hMS
y

hMT
y

hMU
y

hMV
y

hMW
y

hMX
y

hMY
y

hMZ
y

hM0
y

hM1
y

hM2
y

hM3
y

hM4
y

hM5
y

hM6
y

hM7
y

hM8
y

hM9
y

hM_
y

hM.
y

hNa
y

hNb
y

hNc
y

hNd
y

hNe
y

hNf
y

hNg
y

hNh
y

hNi
y

hNj
y

hNk
y

hNl
y

hNm
y

hNn
y

hNo
y

hNp
y

hNq
y

hNr
y

hNs
y

hNt
y

hNu
y

hNv
y

hNw
y

hNx
y

hNy
y

hNz
y

hNA
y

hNB
y

hNC
y

hND
y

hNE
y

hNF
y

hNG
y

hNH
y

hNI
y

hNJ
y

hNK
y

hNL
y

hNM
y

hNN
y

hNO
y

hNP
y

hNQ
y

hNR
y

hNS
y

hNT
y

hNU
y

hNV
y

hNW
y

hNX
y

hNY
y

hNZ
y

hN0
y

hN1
y

hN2
y

hN3
y

hN4
y

hN5
y

hN6
y

hN7
y

hN8
y

hN9
y

hN_
y

hN.
y

hOa
y

hOb
y

hOc
y

hOd
y

hOe
y

hOf
y

hOg
y

hOh
y

hOi
y

hOj
y

hOk
y

hOl
y

hOm
y

hOn
y

hOo
y

hOp
y

hOq
y

hOr
y

hOs
y

hOt
y

hOu
y

hOv
y

hOw
y

hOx
y

hOy
y

hOz
y

hOA
y

hOB
y

hOC
y

hOD
y

hOE
y

hOF
y

hOG
y

hOH
y

hOI
y

hOJ
y

hOK
y

hOL
y

hOM
y

hON
y

hOO
y

hOP
y

hOQ
y

hOR
y

hOS
y

hOT
y

hOU
y

hOV
y

hOW
y

hOX
y

hOY
y

hOZ
y

hO0
y

hO1
y

hO2
y

hO3
y

hO4
y

hO5
y

hO6
y

hO7
y

hO8
y

hO9
y

hO_
y

hO.
y

hPa
y

hPb
y

hPc
y

hPd
y

hPe
y

hPf
y

hPg
y

hPh
y

hPi
y

hPj
y

hPk
y

hPl
y

hPm
y

hPn
y

hPo
y

hPp
y

hPq
y

hPr
y

hPs
y

hPt
y

hPu
y

hPv
y

hPw
y

hPx
y

hPy
y

hPz
y

hPA
y

hPB
y

hPC
y

hPD
y

hPE
y

hPF
y

hPG
y

hPH
y

hPI
y

hPJ
y

hPK
y

hPL
y

hPM
y

hPN
y

hPO
y

hPP
y

hPQ
y

hPR
y

hPS
y

hPT
y

hPU
y

hPV
y

hPW
y

hPX
y

hPY
y

hPZ
y

hP0
y

hP1
y

hP2
y

hP3
y

hP4
y

hP5
y

hP6
y

hP7
y

hP8
y

hP9
y

hP_
y

hP.
y

hQa
y

hQb
y

hQc
y

hQd
y

hQe
y

hQf
y

hQg
y

hQh
y

hQi
y

hQj
y

hQk
y

hQl
y

hQm
y

hQn
y

hQo
y

hQp
y

hQq
y

hQr
y

hQs
y

hQt
y

hQu
y

hQv
y

hQw
y

hQx
y

hQy
y

hQz
y

hQA
y

hQB
y

hQC
y

hQD
y

hQE
y

hQF
y

hQG
y

hQH
y

hQI
y

hQJ
y

hQK
y

hQL
y

hQM
y

hQN
y

hQO
y

hQP
y

hQQ
y

hQR
y

hQS
y

hQT
y

hQU
y

hQV
y

hQW
y

hQX
y

hQY
y

hQZ
y

hQ0
y

hQ1
y

hQ2
y

hQ3
y

hQ4
y

hQ5
y

hQ6
y

hQ7
y

hQ8
y

hQ9
y

hQ_
y

hQ.
y

hRa
y

hRb
y

hRc
y

hRd
y

hRe
y

hRf
y

hRg
y

hRh
y

hRi
y

hRj
y

hRk
y

hRl
y

hRm
y

hRn
y

hRo
y

hRp
y

hRq
y

hRr
y

hRs
y

hRt
y

hRu
y

hRv
y

hRw
y

hRx
y

hRy
y

hRz
y

hRA
y

hRB
y

hRC
y

hRD
y

hRE
y

hRF
y

hRG
y

hRH
y

hRI
y

hRJ
y

hRK
y

hRL
y

hRM
y

hRN
y

hRO
y

hRP
y

hRQ
y

hRR
y

hRS
y

hRT
y

hRU
y

hRV
y

hRW
y

hRX
y

hRY
y

hRZ
y

hR0
y

hR1
y

hR2
y

hR3
y

hR4
y

hR5
y

hR6
y

hR7
y

hR8
y

hR9
y

hR_
y

hR.
y

hSa
y

hSb
y

hSc
y

hSd
y

hSe
y

hSf
y

hSg
y

hSh
y

hSi
y

hSj
y

hSk
y

hSl
y

hSm
y

hSn
y

hSo
y

hSp
y

hSq
y

hSr
y

hSs
y

hSt
y

hSu
y

hSv
y

hSw
y

hSx
y

hSy
y

hSz
y

hSA
y

hSB
y

hSC
y

hSD
y

hSE
y

hSF
y

hSG
y

hSH
y

hSI
y

hSJ
y

hSK
y

hSL
y

hSM
y

hSN
y

hSO
y

hSP
y

hSQ
y

hSR
y

hSS
y

hST
y

hSU
y

hSV
y

hSW
y

hSX
y

hSY
y

hSZ
y

hS0
y

hS1
y

hS2
y

hS3
y

hS4
y

hS5
y

hS6
y

hS7
y

hS8
y

hS9
y

hS_
y

hS.
y

hTa
y

hTb
y

hTc
y

hTd
y

hTe
y

hTf
y

hTg
y

hTh
y

hTi
y

hTj
y

hTk
y

hTl
y

hTm
y

hTn
y

hTo
y

hTp
y

hTq
y

hTr
y

hTs
y

hTt
y

hTu
y

hTv
y

hTw
y

hTx
y

hTy
y

hTz
y

hTA
y

hTB
y

hTC
y

hTD
y

hTE
y

hTF
y

hTG
y

hTH
y

hTI
y

hTJ
y

hTK
y

hTL
y

hTM
y

hTN
y

hTO
y

hTP
y

hTQ
y

hTR
y

hTS
y

hTT
y

hTU
y

hTV
y

hTW
y

hTX
y

hTY
y

hTZ
y

hT0
y

hT1
y

hT2
y

hT3
y

hT4
y

hT5
y

hT6
y

hT7
y

hT8
y

hT9
y

hT_
y

hT.
y

hUa
y

hUb
y

hUc
y

hUd
y

hUe
y

hUf
y

hUg
y

hUh
y

hUi
y

hUj
y

hUk
y

hUl
y

hUm
y

hUn
y

hUo
y

hUp
y

hUq
y

hUr
y

hUs
y

hUt
y

hUu
y

hUv
y

hUw
y

hUx
y

hUy
y

hUz
y

hUA
y

hUB
y

hUC
y

hUD
y

hUE
y

hUF
y

hUG
y

hUH
y

hUI
y

hUJ
y

hUK
y

hUL
y

hUM
y

hUN
y

hUO
y

hUP
y

hUQ
y

hUR
y

hUS
y

hUT
y

hUU
y

hUV
y

hUW
y

hUX
y

hUY
y

hUZ
y

hU0
y

hU1
y

hU2
y

hU3
y

hU4
y

hU5
y

hU6
y

hU7
y

hU8
y

hU9
y

hU_
y

hU.
y

hVa
y

hVb
y

hVc
y

hVd
y

hVe
y

hVf
y

hVg
y

hVh
y

hVi
y

hVj
y

hVk
y

hVl
y

hVm
y

hVn
y

hVo
y

hVp
y

hVq
y

hVr
y

hVs
y

hVt
y

hVu
y

hVv
y

hVw
y

hVx
y

hVy
y

hVz
y

hVA
y

hVB
y

hVC
y

hVD
y

hVE
y

hVF
y

hVG
y

hVH
y

hVI
y

hVJ
y

hVK
y

hVL
y

hVM
y

hVN
y

hVO
y

hVP
y

hVQ
y

hVR
y

hVS
y

hVT
y

hVU
y

hVV
y

hVW
y

hVX
y

hVY
y

hVZ
y

hV0
y

hV1
y

hV2
y

hV3
y

hV4
y

hV5
y

hV6
y

hV7
y

hV8
y

hV9
y

hV_
y

hV.
y

hWa
y

hWb
y

hWc
y

hWd
y

hWe
y

hWf
y

hWg
y

hWh
y

hWi
y

hWj
y

hWk
y

hWl
y

hWm
y

hWn
y

hWo
y

hWp
y

hWq
y

hWr
y

hWs
y

hWt
y

hWu
y

hWv
y

hWw
y

hWx
y

hWy
y

hWz
y

hWA
y

hWB
y

hWC
y

hWD
y

hWE
y

hWF
y

hWG
y

hWH
y

hWI
y

hWJ
y

hWK
y

hWL
y

hWM
y

hWN
y

hWO
y

hWP
y

hWQ
y

hWR
y

hWS
y

hWT
y

hWU
y

hWV
y

hWW
y

hWX
y

hWY
y

hWZ
y

hW0
y

hW1
y

hW2
y

hW3
y

hW4
y

hW5
y

hW6
y

hW7
y

hW8
y

hW9
y

hW_
y

hW.
y

hXa
y

hXb
y

hXc
y

hXd
y

hXe
y

hXf
y

hXg
y

hXh
y

hXi
y

hXj
y

hXk
y

hXl
y

hXm
y

hXn
y

hXo
y

hXp
y

hXq
y

hXr
y

hXs
y

hXt
y

hXu
y

hXv
y

hXw
y

hXx
y

hXy
y

hXz
y

hXA
y

hXB
y

hXC
y

hXD
y

hXE
y

hXF
y

hXG
y

hXH
y

hXI
y

hXJ
y

hXK
y

hXL
y

hXM
y

hXN
y

hXO
y

hXP
y

hXQ
y

hXR
y

hXS
y

hXT
y

hXU
y

hXV
y

hXW
y

hXX
y

hXY
y

hXZ
y

hX0
y

hX1
y

hX2
y

hX3
y

hX4
y

hX5
y

hX6
y

hX7
y

hX8
y

hX9
y

hX_
y

hX.
y

hYa
y

hYb
y

hYc
y

hYd
y

hYe
y

hYf
y

hYg
y

hYh
y

hYi
y

hYj
y

hYk
y

hYl
y

hYm
y

hYn
y

hYo
y

hYp
y

hYq
y

hYr
y

hYs
y

hYt
y

hYu
y

hYv
y

hYw
y

hYx
y

hYy
y

hYz
y

hYA
y

hYB
y

hYC
y

hYD
y

hYE
y

hYF
y

hYG
y

hYH
y

hYI
y

hYJ
y

hYK
y

hYL
y

hYM
y

hYN
y

hYO
y

hYP
y

hYQ
y

hYR
y

hYS
y

hYT
y

hYU
y

hYV
y

hYW
y

hYX
y

hYY
y

hYZ
y

hY0
y

hY1
y

hY2
y

hY3
y

hY4
y

hY5
y

hY6
y

hY7
y

hY8
y

hY9
y

hY_
y

hY.
y

hZa
y

hZb
y

hZc
y

hZd
y

hZe
y

hZf
y

hZg
y

hZh
y

hZi
y

hZj
y

hZk
y

hZl
y

hZm
y

hZn
y

hZo
y

hZp
y

hZq
y

hZr
y

hZs
y

hZt
y

hZu
y

hZv
y

hZw
y

hZx
y

hZy
y

hZz
y

hZA
y

hZB
y

hZC
y

hZD
y

hZE
y

hZF
y

hZG
y

hZH
y

hZI
y

hZJ
y

hZK
y

hZL
y

hZM
y

hZN
y

hZO
y

hZP
y

hZQ
y

hZR
y

hZS
y

hZT
y

hZU
y

hZV
y

hZW
y

hZX
y

hZY
y

hZZ
y

hZ0
y

hZ1
y

hZ2
y

hZ3
y

hZ4
y

hZ5
y

hZ6
y

hZ7
y

hZ8
y

hZ9
y

hZ_
y

hZ.
y

h0a
y

h0b
y

h0c
y

h0d
y

h0e
y

h0f
y

h0g
y

h0h
y

h0i
y

h0j
y

h0k
y

h0l
y

h0m
y

h0n
y

h0o
y

h0p
y

h0q
y

h0r
y

h0s
y

h0t
y

h0u
y

h0v
y

h0w
y

h0x
y

h0y
y

h0z
y

h0A
y

h0B
y

h0C
y

h0D
y

h0E
y

h0F
y

h0G
y

h0H
y

h0I
y

h0J
y

h0K
y

h0L
y

h0M
y

h0N
y

h0O
y

h0P
y

h0Q
y

h0R
y

h0S
y

h0T
y

h0U
y

h0V
y

h0W
y

h0X
y

h0Y
y

h0Z
y

h00
y

h01
y

h02
y

h03
y

h04
y

h05
y

h06
y

h07
y

h08
y

h09
y

h0_
y

h0.
y

h1a
y

h1b
y

h1c
y

h1d
y

h1e
y

h1f
y

h1g
y

h1h
y

h1i
y

h1j
y

h1k
y

h1l
y

h1m
y

h1n
y

h1o
y

h1p
y

h1q
y

h1r
y

h1s
y

h1t
y

h1u
y

h1v
y

h1w
y

h1x
y

h1y
y

h1z
y

h1A
y

h1B
y

h1C
y

h1D
y

h1E
y

h1F
y

h1G
y

h1H
y

h1I
y

h1J
y

h1K
y

h1L
y

h1M
y

h1N
y

h1O
y

h1P
y

h1Q
y

h1R
y

h1S
y

h1T
y

h1U
y

h1V
y

h1W
y

h1X
y

h1Y
y

h1Z
y

h10
y

h11
y

h12
y

h13
y

h14
y

h15
y

h16
y

h17
y

h18
y

h19
y

h1_
y

h1.
y

h2a
y

h2b
y

h2c
y

h2d
y

h2e
y

h2f
y

h2g
y

h2h
y

h2i
y

h2j
y

h2k
y

h2l
y

h2m
y

h2n
y

h2o
y

h2p
y

h2q
y

h2r
y

h2s
y

h2t
y

h2u
y

h2v
y

h2w
y

h2x
y

h2y
y

h2z
y

h2A
y

h2B
y

h2C
y

h2D
y

h2E
y

h2F
y

h2G
y

h2H
y

h2I
y

h2J
y

h2K
y

h2L
y

h2M
y

h2N
y

h2O
y

h2P
y

h2Q
y

h2R
y

h2S
y

h2T
y

h2U
y

h2V
y

h2W
y

h2X
y

h2Y
y

h2Z
y

h20
y

h21
y

h22
y

h23
y

h24
y

h25
y

h26
y

h27
y

h28
y

h29
y

h2_
y

h2.
y

h3a
y

h3b
y

h3c
y

h3d
y

h3e
y

h3f
y

h3g
y

h3h
y

h3i
y

h3j
y

h3k
y

h3l
y

h3m
y

h3n
y

h3o
y

h3p
y

h3q
y

h3r
y

h3s
y

h3t
y

h3u
y

h3v
y

h3w
y

h3x
y

h3y
y

h3z
y

h3A
y

h3B
y

h3C
y

h3D
y

h3E
y

h3F
y

h3G
y

h3H
y

h3I
y

h3J
y

h3K
y

h3L
y

h3M
y

h3N
y

h3O
y

h3P
y

h3Q
y

h3R
y

h3S
y

h3T
y

h3U
y

h3V
y

h3W
y

h3X
y

h3Y
y

h3Z
y

h30
y

h31
y

h32
y

h33
y

h34
y

h35
y

h36
y

h37
y

h38
y

h39
y

h3_
y

h3.
y

h4a
y

h4b
y

h4c
y

h4d
y

h4e
y

h4f
y

h4g
y

h4h
y

h4i
y

h4j
y

h4k
y

h4l
y

h4m
y

h4n
y

h4o
y

h4p
y

h4q
y

h4r
y

h4s
y

h4t
y

h4u
y

h4v
y

h4w
y

h4x
y

h4y
y

h4z
y

h4A
y

h4B
y

h4C
y

h4D
y

h4E
y

h4F
y

h4G
y

h4H
y

h4I
y

h4J
y

h4K
y

h4L
y

h4M
y

h4N
y

h4O
y

h4P
y

h4Q
y

h4R
y

h4S
y

h4T
y

h4U
y

h4V
y

h4W
y

h4X
y

h4Y
y

h4Z
y

h40
y

h41
y

h42
y

h43
y

h44
y

h45
y

h46
y

h47
y

h48
y

h49
y

h4_
y

h4.
y

h5a
y

h5b
y

h5c
y

h5d
y

h5e
y

h5f
y

h5g
y

h5h
y

h5i
y

h5j
y

h5k
y

h5l
y

h5m
y

h5n
y

h5o
y

h5p
y

h5q
y

h5r
y

h5s
y

h5t
y

h5u
y

h5v
y

h5w
y

h5x
y

h5y
y

h5z
y

h5A
y

h5B
y

h5C
y

h5D
y

h5E
y

h5F
y

h5G
y

h5H
y

h5I
y

h5J
y

h5K
y

h5L
y

h5M
y

h5N
y

h5O
y

h5P
y

h5Q
y

h5R
y

h5S
y

h5T
y

h5U
y

h5V
y

h5W
y

h5X
y

h5Y
y

h5Z
y

h50
y

h51
y

h52
y

h53
y

h54
y

h55
y

h56
y

h57
y

h58
y

h59
y

h5_
y

h5.
y

h6a
y

h6b
y

h6c
y

h6d
y

h6e
y

h6f
y

h6g
y

h6h
y

h6i
y

h6j
y

h6k
y

h6l
y

h6m
y

h6n
y

h6o
y

h6p
y

h6q
y

h6r
y

h6s
y

h6t
y

h6u
y

h6v
y

h6w
y

h6x
y

h6y
y

h6z
y

h6A
y

h6B
y

h6C
y

h6D
y

h6E
y

h6F
y

h6G
y

h6H
y

h6I
y

h6J
y

h6K
y

h6L
y

h6M
y

h6N
y

h6O
y

h6P
y

h6Q
y

h6R
y

h6S
y

h6T
y

h6U
y

h6V
y

h6W
y

h6X
y

h6Y
y

h6Z
y

h60
y

h61
y

h62
y

h63
y

h64
y

h65
y

h66
y

h67
y

h68
y

h69
y

h6_
y

h6.
y

h7a
y

h7b
y

h7c
y

h7d
y

h7e
y

h7f
y

h7g
y

h7h
y

h7i
y

h7j
y

h7k
y

h7l
y

h7m
y

h7n
y

h7o
y

h7p
y

h7q
y

h7r
y

h7s
y

h7t
y

h7u
y

h7v
y

h7w
y

h7x
y

h7y
y

h7z
y

h7A
y

h7B
y

h7C
y

h7D
y

h7E
y

h7F
y

h7G
y

h7H
y

h7I
y

h7J
y

h7K
y

h7L
y

h7M
y

h7N
y

h7O
y

h7P
y

h7Q
y

h7R
y

h7S
y

h7T
y

h7U
y

h7V
y

h7W
y

h7X
y

h7Y
y

h7Z
y

h70
y

h71
y

h72
y

h73
y

h74
y

h75
y

h76
y

h77
y

h78
y

h79
y

h7_
y

h7.
y

h8a
y

h8b
y

h8c
y

h8d
y

h8e
y

h8f
y

h8g
y

h8h
y

h8i
y

h8j
y

h8k
y

h8l
y

h8m
y

h8n
y

h8o
y

h8p
y

h8q
y

h8r
y

h8s
y

h8t
y

h8u
y

h8v
y

h8w
y

h8x
y

h8y
y

h8z
y

h8A
y

h8B
y

h8C
y

h8D
y

h8E
y

h8F
y

h8G
y

h8H
y

h8I
y

h8J
y

h8K
y

h8L
y

h8M
y

h8N
y

h8O
y

h8P
y

h8Q
y

h8R
y

h8S
y

h8T
y

h8U
y

h8V
y

h8W
y

h8X
y

h8Y
y

h8Z
y

h80
y

h81
y

h82
y

h83
y

h84
y

h85
y

h86
y

h87
y

h88
y

h89
y

h8_
y

h8.
y

h9a
y

h9b
y

h9c
y

h9d
y

h9e
y

h9f
y

h9g
y

h9h
y

h9i
y

h9j
y

h9k
y

h9l
y

h9m
y

h9n
y

h9o
y

h9p
y

h9q
y

h9r
y

h9s
y

h9t
y

h9u
y

h9v
y

h9w
y

h9x
y

h9y
y

h9z
y

h9A
y

h9B
y

h9C
y

h9D
y

h9E
y

h9F
y

h9G
y

h9H
y

h9I
y

h9J
y

h9K
y

h9L
y

h9M
y

h9N
y

h9O
y

h9P
y

h9Q
y

h9R
y

h9S
y

h9T
y

h9U
y

h9V
y

h9W
y

h9X
y

h9Y
y

h9Z
y

h90
y

h91
y

h92
y

h93
y

h94
y

h95
y

h96
y

h97
y

h98
y

h99
y

h9_
y

h9.
y

h_a
y

h_b
y

h_c
y

h_d
y

h_e
y

h_f
y

h_g
y

h_h
y

h_i
y

h_j
y

h_k
y

h_l
y

h_m
y

h_n
y

h_o
y

h_p
y

h_q
y

h_r
y

h_s
y

h_t
y

h_u
y

h_v
y

h_w
y

h_x
y

h_y
y

h_z
y

h_A
y

h_B
y

h_C
y

h_D
y

h_E
y

h_F
y

h_G
y

h_H
y

h_I
y

h_J
y

h_K
y

h_L
y

h_M
y

h_N
y

h_O
y

h_P
y

h_Q
y

h_R
y

h_S
y

h_T
y

h_U
y

h_V
y

h_W
y

h_X
y

h_Y
y

h_Z
y

h_0
y

h_1
y

h_2
y

h_3
y

h_4
y

h_5
y

h_6
y

h_7
y

h_8
y

h_9
y

h__
y

h_.
y

h.a
y

h.b
y

h.c
y

h.d
y

h.e
y

h.f
y

h.g
y

h.h
y

h.i
y

h.j
y

h.k
y

h.l
y

h.m
y

h.n
y

h.o
y

h.p
y

h.q
y

h.r
y

h.s
y

h.t
y

h.u
y

h.v
y

h.w
y

h.x
y

h.y
y

h.z
y

h.A
y

h.B
y

h.C
y

h.D
y

h.E
y

h.F
y

h.G
y

h.H
y

h.I
y

h.J
y

h.K
y

h.L
y

h.M
y

h.N
y

h.O
y

h.P
y

h.Q
y

h.R
y

h.S
y

h.T
y

h.U
y

h.V
y

h.W
y

h.X
y

h.Y
y

h.Z
y

h.0
y

h.1
y

h.2
y

h.3
y

h.4
y

h.5
y

h.6
y

h.7
y

h.8
y

h.9
y

h._
y

h..
y

iaa
y

iab
y

iac
y

iad
y

iae
y

iaf
y

iag
y

iah
y

iai
y

iaj
y

iak
y

ial
y

iam
y

ian
y

iao
y

iap
y

iaq
y

iar
y

ias
y

iat
y

iau
y

iav
y

iaw
y

iax
y

iay
y

iaz
y

iaA
y

iaB
y

iaC
y

iaD
y

iaE
y

iaF
y

iaG
y

iaH
y

iaI
y

iaJ
y

iaK
y

iaL
y

iaM
y

iaN
y

iaO
y

iaP
y

iaQ
y

iaR
y

iaS
y

iaT
y

iaU
y

iaV
y

iaW
y

iaX
y

iaY
y

iaZ
y

ia0
y

ia1
y

ia2
y

ia3
y

ia4
y

ia5
y

ia6
y

ia7
y

ia8
y

ia9
y

ia_
y

ia.
y

iba
y

ibb
y

ibc
y

ibd
y

ibe
y

ibf
y

ibg
y

ibh
y

ibi
y

ibj
y

ibk
y

ibl
y

ibm
y

ibn
y

ibo
y

ibp
y

ibq
y

ibr
y

ibs
y

ibt
y

ibu
y

ibv
y

ibw
y

ibx
y

iby
y

ibz
y

ibA
y

ibB
y

ibC
y

ibD
y

ibE
y

ibF
y

ibG
y

ibH
y

ibI
y

ibJ
y

ibK
y

ibL
y

ibM
y

ibN
y

ibO
y

ibP
y

ibQ
y

ibR
y

ibS
y

ibT
y

ibU
y

ibV
y

ibW
y

ibX
y

ibY
y

ibZ
y

ib0
y

ib1
y

ib2
y

ib3
y

ib4
y

ib5
y

ib6
y

ib7
y

ib8
y

ib9
y

ib_
y

ib.
y

ica
y

icb
y

icc
y

icd
y

ice
y

icf
y

icg
y

ich
y

ici
y

icj
y

ick
y

icl
y

icm
y

icn
y

ico
y

icp
y

icq
y

icr
y

ics
y

ict
y

icu
y

icv
y

icw
y

icx
y

icy
y

icz
y

icA
y

icB
y

icC
y

icD
y

icE
y

icF
y

icG
y

icH
y

icI
y

icJ
y

icK
y

icL
y

icM
y

icN
y

icO
y

icP
y

icQ
y

icR
y

icS
y

icT
y

icU
y

icV
y

icW
y

icX
y

icY
y

icZ
y

ic0
y

ic1
y

ic2
y

ic3
y

ic4
y

ic5
y

ic6
y

ic7
y

ic8
y

ic9
y

ic_
y

ic.
y

ida
y

idb
y

idc
y

idd
y

ide
y

idf
y

idg
y

idh
y

idi
y

idj
y

idk
y

idl
y

idm
y

idn
y

ido
y

idp
y

idq
y

idr
y

ids
y

idt
y

idu
y

idv
y

idw
y

idx
y

idy
y

idz
y

idA
y

idB
y

idC
y

idD
y

idE
y

idF
y

idG
y

idH
y

idI
y

idJ
y

idK
y

idL
y

idM
y

idN
y

idO
y

idP
y

idQ
y

idR
y

idS
y

idT
y

idU
y

idV
y

idW
y

idX
y

idY
y

idZ
y

id0
y

id1
y

id2
y

id3
y

id4
y

id5
y

id6
y

id7
y

id8
y

id9
y

id_
y

id.
y

iea
y

ieb
y

iec
y

ied
y

iee
y

ief
y

ieg
y

ieh
y

iei
y

iej
y

iek
y

iel
y

iem
y

ien
y

ieo
y

iep
y

ieq
y

ier
y

ies
y

iet
y

ieu
y

iev
y

iew
y

iex
y

iey
y

iez
y

ieA
y

ieB
y

ieC
y

ieD
y

ieE
y

ieF
y

ieG
y

ieH
y

ieI
y

ieJ
y

ieK
y

ieL
y

ieM
y

ieN
y

ieO
y

ieP
y

ieQ
y

ieR
y

ieS
y

ieT
y

ieU
y

ieV
y

ieW
y

ieX
y

ieY
y

ieZ
y

ie0
y

ie1
y

ie2
y

ie3
y

ie4
y

ie5
y

ie6
y

ie7
y

ie8
y

ie9
y

ie_
y

ie.
y

ifa
y

ifb
y

ifc
y

ifd
y

ife
y

iff
y

ifg
y

ifh
y

ifi
y

ifj
y

ifk
y

ifl
y

ifm
y

ifn
y

ifo
y

ifp
y

ifq
y

ifr
y

ifs
y

ift
y

ifu
y

ifv
y

ifw
y

ifx
y

ify
y

ifz
y

ifA
y

ifB
y

ifC
y

ifD
y

ifE
y

ifF
y

ifG
y

ifH
y

ifI
y

ifJ
y

ifK
y

ifL
y

ifM
y

ifN
y

ifO
y

ifP
y

ifQ
y

ifR
y

ifS
y

ifT
y

ifU
y

ifV
y

ifW
y

ifX
y

ifY
y

ifZ
y

if0
y

if1
y

if2
y

if3
y

if4
y

if5
y

if6
y

if7
y

if8
y

if9
y

if_
y

if.
y

iga
y

igb
y

igc
y

igd
y

ige
y

igf
y

igg
y

igh
y

igi
y

igj
y

igk
y

igl
y

igm
y

ign
y

igo
y

igp
y

igq
y

igr
y

igs
y

igt
y

igu
y

igv
y

igw
y

igx
y

igy
y

igz
y

igA
y

igB
y

igC
y

igD
y

igE
y

igF
y

igG
y

igH
y

igI
y

igJ
y

igK
y

igL
y

igM
y

igN
y

igO
y

igP
y

igQ
y

igR
y

igS
y

igT
y

igU
y

igV
y

igW
y

igX
y

igY
y

igZ
y

ig0
y

ig1
y

ig2
y

ig3
y

ig4
y

ig5
y

ig6
y

ig7
y

ig8
y

ig9
y

ig_
y

ig.
y

iha
y

ihb
y

ihc
y

ihd
y

ihe
y

ihf
y

ihg
y

ihh
y

ihi
y

ihj
y

ihk
y

ihl
y

ihm
y

ihn
y

iho
y

ihp
y

ihq
y

ihr
y

ihs
y

iht
y

ihu
y

ihv
y

ihw
y

ihx
y

ihy
y

ihz
y

ihA
y

ihB
y

ihC
y

ihD
y

ihE
y

ihF
y

ihG
y

ihH
y

ihI
y

ihJ
y

ihK
y

ihL
y

ihM
y

ihN
y

ihO
y

ihP
y

ihQ
y

ihR
y

ihS
y

ihT
y

ihU
y

ihV
y

ihW
y

ihX
y

ihY
y

ihZ
y

ih0
y

ih1
y

ih2
y

ih3
y

ih4
y

ih5
y

ih6
y

ih7
y

ih8
y

ih9
y

ih_
y

ih.
y

iia
y

iib
y

iic
y

iid
y

iie
y

iif
y

iig
y

iih
y

iii
y

iij
y

iik
y

iil
y

iim
y

iin
y

iio
y

iip
y

iiq
y

iir
y

iis
y

iit
y

iiu
y

iiv
y

iiw
y

iix
y

iiy
y

iiz
y

iiA
y

iiB
y

iiC
y

iiD
y

iiE
y

iiF
y

iiG
y

iiH
y

iiI
y

iiJ
y

iiK
y

iiL
y

iiM
y

iiN
y

iiO
y

iiP
y

iiQ
y

iiR
y

iiS
y

iiT
y

iiU
y

iiV
y

iiW
y

iiX
y

iiY
y

iiZ
y

ii0
y

ii1
y

ii2
y

ii3
y

ii4
y

ii5
y

ii6
y

ii7
y

ii8
y

ii9
y

ii_
y

ii.
y

ija
y

ijb
y

ijc
y

ijd
y

ije
y

ijf
y

ijg
y

ijh
y

iji
y

ijj
y

ijk
y

ijl
y

ijm
y

ijn
y

ijo
y

ijp
y

ijq
y

ijr
y

ijs
y

ijt
y

iju
y

ijv
y

ijw
y

ijx
y

ijy
y

ijz
y

ijA
y

ijB
y

ijC
y

ijD
y

ijE
y

ijF
y

ijG
y

ijH
y

ijI
y

ijJ
y

ijK
y

ijL
y

ijM
y

ijN
y

ijO
y

ijP
y

ijQ
y

ijR
y

ijS
y

ijT
y

ijU
y

ijV
y

ijW
y

ijX
y

ijY
y

ijZ
y

ij0
y

ij1
y

ij2
y

ij3
y

ij4
y

ij5
y

ij6
y

ij7
y

ij8
y

ij9
y

ij_
y

ij.
y

ika
y

ikb
y

ikc
y

ikd
y

ike
y

ikf
y

ikg
y

ikh
y

iki
y

ikj
y

ikk
y

ikl
y

ikm
y

ikn
y

iko
y

ikp
y

ikq
y

ikr
y

iks
y

ikt
y

iku
y

ikv
y

ikw
y

ikx
y

iky
y

ikz
y

ikA
y

ikB
y

ikC
y

ikD
y

ikE
y

ikF
y

ikG
y

ikH
y

ikI
y

ikJ
y

ikK
y

ikL
y

ikM
y

ikN
y

ikO
y

ikP
y

ikQ
y

ikR
y

ikS
y

ikT
y

ikU
y

ikV
y

ikW
y

ikX
y

ikY
y

ikZ
y

ik0
y

ik1
y

ik2
y

ik3
y

ik4
y

ik5
y

ik6
y

ik7
y

ik8
y

ik9
y

ik_
y

ik.
y

ila
y

ilb
y

ilc
y

ild
y

ile
y

ilf
y

ilg
y

ilh
y

ili
y

ilj
y

ilk
y

ill
y

ilm
y

iln
y

ilo
y

ilp
y

ilq
y

ilr
y

ils
y

ilt
y

ilu
y

ilv
y

ilw
y

ilx
y

ily
y

ilz
y

ilA
y

ilB
y

ilC
y

ilD
y

ilE
y

ilF
y

ilG
y

ilH
y

ilI
y

ilJ
y

ilK
y

ilL
y

ilM
y

ilN
y

ilO
y

ilP
y

ilQ
y

ilR
y

ilS
y

ilT
y

ilU
y

ilV
y

ilW
y

ilX
y

ilY
y

ilZ
y

il0
y

il1
y

il2
y

il3
y

il4
y

il5
y

il6
y

il7
y

il8
y

il9
y

il_
y

il.
y

ima
y

imb
y

imc
y

imd
y

ime
y

imf
y

img
y

imh
y

imi
y

imj
y

imk
y

iml
y

imm
y

imn
y

imo
y

imp
y

imq
y

imr
y

ims
y

imt
y

imu
y

imv
y

imw
y

imx
y

imy
y

imz
y

imA
y

imB
y

imC
y

imD
y

imE
y

imF
y

imG
y

imH
y

imI
y

imJ
y

imK
y

imL
y

imM
y

imN
y

imO
y

imP
y

imQ
y

imR
y

imS
y

imT
y

imU
y

imV
y

imW
y

imX
y

imY
y

imZ
y

im0
y

im1
y

im2
y

im3
y

im4
y

im5
y

im6
y

im7
y

im8
y

im9
y

im_
y

im.
y

ina
y

inb
y

inc
y

ind
y

ine
y

inf
y

ing
y

inh
y

ini
y

inj
y

ink
y

inl
y

inm
y

inn
y

ino
y

inp
y

inq
y

inr
y

ins
y

int
y

inu
y

inv
y

inw
y

inx
y

iny
y

inz
y

inA
y

inB
y

inC
y

inD
y

inE
y

inF
y

inG
y

inH
y

inI
y

inJ
y

inK
y

inL
y

inM
y

inN
y

inO
y

inP
y

inQ
y

inR
y

inS
y

inT
y

inU
y

inV
y

inW
y

inX
y

inY
y

inZ
y

in0
y

in1
y

in2
y

in3
y

in4
y

in5
y

in6
y

in7
y

in8
y

in9
y

in_
y

in.
y

ioa
y

iob
y

ioc
y

iod
y

ioe
y

iof
y

iog
y

ioh
y

ioi
y

ioj
y

iok
y

iol
y

iom
y

ion
y

ioo
y

iop
y

ioq
y

ior
y

ios
y

iot
y

iou
y

iov
y

iow
y

iox
y

ioy
y

ioz
y

ioA
y

ioB
y

ioC
y

ioD
y

ioE
y

ioF
y

ioG
y

ioH
y

ioI
y

ioJ
y

ioK
y

ioL
y

ioM
y

ioN
y

ioO
y

ioP
y

ioQ
y

ioR
y

ioS
y

ioT
y

ioU
y

ioV
y

ioW
y

ioX
y

ioY
y

ioZ
y

io0
y

io1
y

io2
y

io3
y

io4
y

io5
y

io6
y

io7
y

io8
y

io9
y

io_
y

io.
y

ipa
y

ipb
y

ipc
y

ipd
y

ipe
y

ipf
y

ipg
y

iph
y

ipi
y

ipj
y

ipk
y

ipl
y

ipm
y

ipn
y

ipo
y

ipp
y

ipq
y

ipr
y

ips
y

ipt
y

ipu
y

ipv
y

ipw
y

ipx
y

ipy
y

ipz
y

ipA
y

ipB
y

ipC
y

ipD
y

ipE
y

ipF
y

ipG
y

ipH
y

ipI
y

ipJ
y

ipK
y

ipL
y

ipM
y

ipN
y

ipO
y

ipP
y

ipQ
y

ipR
y

ipS
y

ipT
y

ipU
y

ipV
y

ipW
y

ipX
y

ipY
y

ipZ
y

ip0
y

ip1
y

ip2
y

ip3
y

ip4
y

ip5
y

ip6
y

ip7
y

ip8
y

ip9
y

ip_
y

ip.
y

iqa
y

iqb
y

iqc
y

iqd
y

iqe
y

iqf
y

iqg
y

iqh
y

iqi
y

iqj
y

iqk
y

iql
y

iqm
y

iqn
y

iqo
y

iqp
y

iqq
y

iqr
y

iqs
y

iqt
y

iqu
y

iqv
y

iqw
y

iqx
y

iqy
y

iqz
y

iqA
y

iqB
y

iqC
y

iqD
y

iqE
y

iqF
y

iqG
y

iqH
y

iqI
y

iqJ
y

iqK
y

iqL
y

iqM
y

iqN
y

iqO
y

iqP
y

iqQ
y

iqR
y

iqS
y

iqT
y

iqU
y

iqV
y

iqW
y

iqX
y

iqY
y

iqZ
y

iq0
y

iq1
y

iq2
y

iq3
y

iq4
y

iq5
y

iq6
y

iq7
y

iq8
y

iq9
y

iq_
y

iq.
y

ira
y

irb
y

irc
y

ird
y

ire
y

irf
y

irg
y

irh
y

iri
y

irj
y

irk
y

irl
y

irm
y

irn
y

iro
y

irp
y

irq
y

irr
y

irs
y

irt
y

iru
y

irv
y

irw
y

irx
y

iry
y

irz
y

irA
y

irB
y

irC
y

irD
y

irE
y

irF
y

irG
y

irH
y

irI
y

irJ
y

irK
y

irL
y

irM
y

irN
y

irO
y

irP
y

irQ
y

irR
y

irS
y

irT
y

irU
y

irV
y

irW
y

irX
y

irY
y

irZ
y

ir0
y

ir1
y

ir2
y

ir3
y

ir4
y

ir5
y

ir6
y

ir7
y

ir8
y

ir9
y

ir_
y

ir.
y

isa
y

isb
y

isc
y

isd
y

ise
y

isf
y

isg
y

ish
y

isi
y

isj
y

isk
y

isl
y

ism
y

isn
y

iso
y

isp
y

isq
y

isr
y

iss
y

ist
y

isu
y

isv
y

isw
y

isx
y

isy
y

isz
y

isA
y

isB
y

isC
y

isD
y

isE
y

isF
y

isG
y

isH
y

isI
y

isJ
y

isK
y

isL
y

isM
y

isN
y

isO
y

isP
y

isQ
y

isR
y

isS
y

isT
y

isU
y

isV
y

isW
y

isX
y

isY
y

isZ
y

is0
y

is1
y

is2
y

is3
y

is4
y

is5
y

is6
y

is7
y

is8
y

is9
y

is_
y

is.
y

ita
y

itb
y

itc
y

itd
y

ite
y

itf
y

itg
y

ith
y

iti
y

itj
y

itk
y

itl
y

itm
y

itn
y

ito
y

itp
y

itq
y

itr
y

its
y

itt
y

itu
y

itv
y

itw
y

itx
y

ity
y

itz
y

itA
y

itB
y

itC
y

itD
y

itE
y

itF
y

itG
y

itH
y

itI
y

itJ
y

itK
y

itL
y

itM
y

itN
y

itO
y

itP
y

itQ
y

itR
y

itS
y

itT
y

itU
y

itV
y

itW
y

itX
y

itY
y

itZ
y

it0
y

it1
y

it2
y

it3
y

it4
y

it5
y

it6
y

it7
y

it8
y

it9
y

it_
y

it.
y

iua
y

iub
y

iuc
y

iud
y

iue
y

iuf
y

iug
y

iuh
y

iui
y

iuj
y

iuk
y

iul
y

ium
y

iun
y

iuo
y

iup
y

iuq
y

iur
y

ius
y

iut
y

iuu
y

iuv
y

iuw
y

iux
y

iuy
y

iuz
y

iuA
y

iuB
y

iuC
y

iuD
y

iuE
y

iuF
y

iuG
y

iuH
y

iuI
y

iuJ
y

iuK
y

iuL
y

iuM
y

iuN
y

iuO
y

iuP
y

iuQ
y

iuR
y

iuS
y

iuT
y

iuU
y

iuV
y

iuW
y

iuX
y

iuY
y

iuZ
y

iu0
y

iu1
y

iu2
y

iu3
y

iu4
y

iu5
y

iu6
y

iu7
y

iu8
y

iu9
y

iu_
y

iu.
y

iva
y

ivb
y

ivc
y

ivd
y

ive
y

ivf
y

ivg
y

ivh
y

ivi
y

ivj
y

ivk
y

ivl
y

ivm
y

ivn
y

ivo
y

ivp
y

ivq
y

ivr
y

ivs
y

ivt
y

ivu
y

ivv
y

ivw
y

ivx
y

ivy
y

ivz
y

ivA
y

ivB
y

ivC
y

ivD
y

ivE
y

ivF
y

ivG
y

ivH
y

ivI
y

ivJ
y

ivK
y

ivL
y

ivM
y

ivN
y

ivO
y

ivP
y

ivQ
y

ivR
y

ivS
y

ivT
y

ivU
y

ivV
y

ivW
y

ivX
y

ivY
y

ivZ
y

iv0
y

iv1
y

iv2
y

iv3
y

iv4
y

iv5
y

iv6
y

iv7
y

iv8
y

iv9
y

iv_
y

iv.
y

iwa
y

iwb
y

iwc
y

iwd
y

iwe
y

iwf
y

iwg
y

iwh
y

iwi
y

iwj
y

iwk
y

iwl
y

iwm
y

iwn
y

iwo
y

iwp
y

iwq
y

iwr
y

iws
y

iwt
y

iwu
y

iwv
y

iww
y

iwx
y

iwy
y

iwz
y

iwA
y

iwB
y

iwC
y

iwD
y

iwE
y

iwF
y

iwG
y

iwH
y

iwI
y

iwJ
y

iwK
y

iwL
y

iwM
y

iwN
y

iwO
y

iwP
y

iwQ
y

iwR
y

iwS
y

iwT
y

iwU
y

iwV
y

iwW
y

iwX
y

iwY
y

iwZ
y

iw0
y

iw1
y

iw2
y

iw3
y

iw4
y

iw5
y

iw6
y

iw7
y

iw8
y

iw9
y

iw_
y

iw.
y

ixa
y

ixb
y

ixc
y

ixd
y

ixe
y

ixf
y

ixg
y

ixh
y

ixi
y

ixj
y

ixk
y

ixl
y

ixm
y

ixn
y

ixo
y

ixp
y

ixq
y

ixr
y

ixs
y

ixt
y

ixu
y

ixv
y

ixw
y

ixx
y

ixy
y

ixz
y

ixA
y

ixB
y

ixC
y

ixD
y

ixE
y

ixF
y

ixG
y

ixH
y

ixI
y

ixJ
y

ixK
y

ixL
y

ixM
y

ixN
y

ixO
y

ixP
y

ixQ
y

ixR
y

ixS
y

ixT
y

ixU
y

ixV
y

ixW
y

ixX
y

ixY
y

ixZ
y

ix0
y

ix1
y

ix2
y

ix3
y

ix4
y

ix5
y

ix6
y

ix7
y

ix8
y

ix9
y

ix_
y

ix.
y

iya
y

iyb
y

iyc
y

iyd
y

iye
y

iyf
y

iyg
y

iyh
y

iyi
y

iyj
y

iyk
y

iyl
y

iym
y

iyn
y

iyo
y

iyp
y

iyq
y

iyr
y

iys
y

iyt
y

iyu
y

iyv
y

iyw
y

iyx
y

iyy
y

iyz
y

iyA
y

iyB
y

iyC
y

iyD
y

iyE
y

iyF
y

iyG
y

iyH
y

iyI
y

iyJ
y

iyK
y

iyL
y

iyM
y

iyN
y

iyO
y

iyP
y

iyQ
y

iyR
y

iyS
y

iyT
y

iyU
y

iyV
y

iyW
y

iyX
y

iyY
y

iyZ
y

iy0
y

iy1
y

iy2
y

iy3
y

iy4
y

iy5
y

iy6
y

iy7
y

iy8
y

iy9
y

iy_
y

iy.
y

iza
y

izb
y

izc
y

izd
y

ize
y

izf
y

izg
y

izh
y

izi
y

izj
y

izk
y

izl
y

izm
y

izn
y

izo
y

izp
y

izq
y

izr
y

izs
y

izt
y

izu
y

izv
y

izw
y

izx
y

izy
y

izz
y

izA
y

izB
y

izC
y

izD
y

izE
y

izF
y

izG
y

izH
y

izI
y

izJ
y

izK
y

izL
y

izM
y

izN
y

izO
y

izP
y

izQ
y

izR
y

izS
y

izT
y

izU
y

izV
y

izW
y

izX
y

izY
y

izZ
y

iz0
y

iz1
y

iz2
y

iz3
y

iz4
y

iz5
y

iz6
y

iz7
y

iz8
y

iz9
y

iz_
y

iz.
y

iAa
y

iAb
y

iAc
y

iAd
y

iAe
y

iAf
y

iAg
y

iAh
y

iAi
y

iAj
y

iAk
y

iAl
y

iAm
y

iAn
y

iAo
y

iAp
y

iAq
y

iAr
y

iAs
y

iAt
y

iAu
y

iAv
y

iAw
y

iAx
y

iAy
y

iAz
y

iAA
y

iAB
y

iAC
y

iAD
y

iAE
y

iAF
y

iAG
y

iAH
y

iAI
y

iAJ
y

iAK
y

iAL
y

iAM
y

iAN
y

iAO
y

iAP
y

iAQ
y

iAR
y

iAS
y

iAT
y

iAU
y

iAV
y

iAW
y

iAX
y

iAY
y

iAZ
y

iA0
y

iA1
y

iA2
y

iA3
y

iA4
y

iA5
y

iA6
y

iA7
y

iA8
y

iA9
y

iA_
y

iA.
y

iBa
y

iBb
y

iBc
y

iBd
y

iBe
y

iBf
y

iBg
y

iBh
y

iBi
y

iBj
y

iBk
y

iBl
y

iBm
y

iBn
y

iBo
y

iBp
y

iBq
y

iBr
y

iBs
y

iBt
y

iBu
y

iBv
y

iBw
y

iBx
y

iBy
y

iBz
y

iBA
y

iBB
y

iBC
y

iBD
y

iBE
y

iBF
y

iBG
y

iBH
y

iBI
y

iBJ
y

iBK
y

iBL
y

iBM
y

iBN
y

iBO
y

iBP
y

iBQ
y

iBR
y

iBS
y

iBT
y

iBU
y

iBV
y

iBW
y

iBX
y

iBY
y

iBZ
y

iB0
y

iB1
y

iB2
y

iB3
y

iB4
y

iB5
y

iB6
y

iB7
y

iB8
y

iB9
y

iB_
y

iB.
y

iCa
y

iCb
y

iCc
y

iCd
y

iCe
y

iCf
y

iCg
y

iCh
y

iCi
y

iCj
y

iCk
y

iCl
y

iCm
y

iCn
y

iCo
y

iCp
y

iCq
y

iCr
y

iCs
y

iCt
y

iCu
y

iCv
y

iCw
y

iCx
y

iCy
y

iCz
y

iCA
y

iCB
y

iCC
y

iCD
y

iCE
y

iCF
y

iCG
y

iCH
y

iCI
y

iCJ
y

iCK
y

iCL
y

iCM
y

iCN
y

iCO
y

iCP
y

iCQ
y

iCR
y

iCS
y

iCT
y

iCU
y

iCV
y

iCW
y

iCX
y

iCY
y

iCZ
y

iC0
y

iC1
y

iC2
y

iC3
y

iC4
y

iC5
y

iC6
y

iC7
y

iC8
y

iC9
y

iC_
y

iC.
y

iDa
y

iDb
y

iDc
y

iDd
y

iDe
y

iDf
y

iDg
y

iDh
y

iDi
y

iDj
y

iDk
y

iDl
y

iDm
y

iDn
y

iDo
y

iDp
y

iDq
y

iDr
y

iDs
y

iDt
y

iDu
y

iDv
y

iDw
y

iDx
y

iDy
y

iDz
y

iDA
y

iDB
y

iDC
y

iDD
y

iDE
y

iDF
y

iDG
y

iDH
y

iDI
y

iDJ
y

iDK
y

iDL
y

iDM
y

iDN
y

iDO
y

iDP
y

iDQ
y

iDR
y

iDS
y

iDT
y

iDU
y

iDV
y

iDW
y

iDX
y

iDY
y

iDZ
y

iD0
y

iD1
y

iD2
y

iD3
y

iD4
y

iD5
y

iD6
y

iD7
y

iD8
y

iD9
y

iD_
y

iD.
y

iEa
y

iEb
y

iEc
y

iEd
y

iEe
y

iEf
y

iEg
y

iEh
y

iEi
y

iEj
y

iEk
y

iEl
y

iEm
y

iEn
y

iEo
y

iEp
y

iEq
y

iEr
y

iEs
y

iEt
y

iEu
y

iEv
y

iEw
y

iEx
y

iEy
y

iEz
y

iEA
y

iEB
y

iEC
y

iED
y

iEE
y

iEF
y

iEG
y

iEH
y

iEI
y

iEJ
y

iEK
y

iEL
y

iEM
y

iEN
y

iEO
y

iEP
y

iEQ
y

iER
y

iES
y

iET
y

iEU
y

iEV
y

iEW
y

iEX
y

iEY
y

iEZ
y

iE0
y

iE1
y

iE2
y

iE3
y

iE4
y

iE5
y

iE6
y

iE7
y

iE8
y

iE9
y

iE_
y

iE.
y

iFa
y

iFb
y

iFc
y

iFd
y

iFe
y

iFf
y

iFg
y

iFh
y

iFi
y

iFj
y

iFk
y

iFl
y

iFm
y

iFn
y

iFo
y

iFp
y

iFq
y

iFr
y

iFs
y

iFt
y

iFu
y

iFv
y

iFw
y

iFx
y

iFy
y

iFz
y

iFA
y

iFB
y

iFC
y

iFD
y

iFE
y

iFF
y

iFG
y

iFH
y

iFI
y

iFJ
y

iFK
y

iFL
y

iFM
y

iFN
y

iFO
y

iFP
y

iFQ
y

iFR
y

iFS
y

iFT
y

iFU
y

iFV
y

iFW
y

iFX
y

iFY
y

iFZ
y

iF0
y

iF1
y

iF2
y

iF3
y

iF4
y

iF5
y

iF6
y

iF7
y

iF8
y

iF9
y

iF_
y

iF.
y

iGa
y

iGb
y

iGc
y

iGd
y

iGe
y

iGf
y

iGg
y

iGh
y

iGi
y

iGj
y

iGk
y

iGl
y

iGm
y

iGn
y

iGo
y

iGp
y

iGq
y

iGr
y

iGs
y

iGt
y

iGu
y

iGv
y

iGw
y

iGx
y

iGy
y

iGz
y

iGA
y

iGB
y

iGC
y

iGD
y

iGE
y

iGF
y

iGG
y

iGH
y

iGI
y

iGJ
y

iGK
y

iGL
y

iGM
y

iGN
y

iGO
y

iGP
y

iGQ
y

iGR
y

iGS
y

iGT
y

iGU
y

iGV
y

iGW
y

iGX
y

iGY
y

iGZ
y

iG0
y

iG1
y

iG2
y

iG3
y

iG4
y

iG5
y

iG6
y

iG7
y

iG8
y

iG9
y

iG_
y

iG.
y

iHa
y

iHb
y

iHc
y

iHd
y

iHe
y

iHf
y

iHg
y

iHh
y

iHi
y

iHj
y

iHk
y

iHl
y

iHm
y

iHn
y

iHo
y

iHp
y

iHq
y

iHr
y

iHs
y

iHt
y

iHu
y

iHv
y

iHw
y

iHx
y

iHy
y

iHz
y

iHA
y

iHB
y

iHC
y

iHD
y

iHE
y

iHF
y

iHG
y

iHH
y

iHI
y

iHJ
y

iHK
y

iHL
y

iHM
y

iHN
y

iHO
y

iHP
y

iHQ
y

iHR
y

iHS
y

iHT
y

iHU
y

iHV
y

iHW
y

iHX
y

iHY
y

iHZ
y

iH0
y

iH1
y

iH2
y

iH3
y

iH4
y

iH5
y

iH6
y

iH7
y

iH8
y

iH9
y

iH_
y

iH.
y

iIa
y

iIb
y

iIc
y

iId
y

iIe
y

iIf
y

iIg
y

iIh
y

iIi
y

iIj
y

iIk
y

iIl
y

iIm
y

iIn
y

iIo
y

iIp
y

iIq
y

iIr
y

iIs
y

iIt
y

iIu
y

iIv
y

iIw
y

iIx
y

iIy
y

iIz
y

iIA
y

iIB
y

iIC
y

iID
y

iIE
y

iIF
y

iIG
y

iIH
y

iII
y

iIJ
y

iIK
y

iIL
y

iIM
y

iIN
y

iIO
y

iIP
y

iIQ
y

iIR
y

iIS
y

iIT
y

iIU
y

iIV
y

iIW
y

iIX
y

iIY
y

iIZ
y

iI0
y

iI1
y

iI2
y

iI3
y

iI4
y

iI5
y

iI6
y

iI7
y

iI8
y

iI9
y

iI_
y

iI.
y

iJa
y

iJb
y

iJc
y

iJd
y

iJe
y

iJf
y

iJg
y

iJh
y

iJi
y

iJj
y

iJk
y

iJl
y

iJm
y

iJn
y

iJo
y

iJp
y

iJq
y

iJr
y

iJs
y

iJt
y

iJu
y

iJv
y

iJw
y

iJx
y

iJy
y

iJz
y

iJA
y

iJB
y

iJC
y

iJD
y

iJE
y

iJF
y

iJG
y

iJH
y

iJI
y

iJJ
y

iJK
y

iJL
y

iJM
y

iJN
y

iJO
y

iJP
y

iJQ
y

iJR
y

iJS
y

iJT
y

iJU
y

iJV
y

iJW
y

iJX
y

iJY
y

iJZ
y

iJ0
y

iJ1
y

iJ2
y

iJ3
y

iJ4
y

iJ5
y

iJ6
y

iJ7
y

iJ8
y

iJ9
y

iJ_
y

iJ.
y

iKa
y

iKb
y

iKc
y

iKd
y

iKe
y

iKf
y

iKg
y

iKh
y

iKi
y

iKj
y

iKk
y

iKl
y

iKm
y

iKn
y

iKo
y

iKp
y

iKq
y

iKr
y

iKs
y

iKt
y

iKu
y

iKv
y

iKw
y

iKx
y

iKy
y

iKz
y

iKA
y

iKB
y

iKC
y

iKD
y

iKE
y

iKF
y

iKG
y

iKH
y

iKI
y

iKJ
y

iKK
y

iKL
y

iKM
y

iKN
y

iKO
y

iKP
y

iKQ
y

iKR
y

iKS
y

iKT
y

iKU
y

iKV
y

iKW
y

iKX
y

iKY
y

iKZ
y

iK0
y

iK1
y

iK2
y

iK3
y

iK4
y

iK5
y

iK6
y

iK7
y

iK8
y

iK9
y

iK_
y

iK.
y

iLa
y

iLb
y

iLc
y

iLd
y

iLe
y

iLf
y

iLg
y

iLh
y

iLi
y

iLj
y

iLk
y

iLl
y

iLm
y

iLn
y

iLo
y

iLp
y

iLq
y

iLr
y

iLs
y

iLt
y

iLu
y

iLv
y

iLw
y

iLx
y

iLy
y

iLz
y

iLA
y

iLB
y

iLC
y

iLD
y

iLE
y

iLF
y

iLG
y

iLH
y

iLI
y

iLJ
y

iLK
y

iLL
y

iLM
y

iLN
y

iLO
y

iLP
y

iLQ
y

iLR
y

iLS
y

iLT
y

iLU
y

iLV
y

iLW
y

iLX
y

iLY
y

iLZ
y

iL0
y

iL1
y

iL2
y

iL3
y

iL4
y

iL5
y

iL6
y

iL7
y

iL8
y

iL9
y

iL_
y

iL.
y

iMa
y

iMb
y

iMc
y

iMd
y

iMe
y

iMf
y

iMg
y

iMh
y

iMi
y

iMj
y

iMk
y

iMl
y

iMm
y

iMn
y

iMo
y

iMp
y

iMq
y

iMr
y

iMs
y

iMt
y

iMu
y

iMv
y

iMw
y

iMx
y

iMy
y

iMz
y

iMA
y

iMB
y

iMC
y

iMD
y

iME
y

iMF
y

iMG
y

iMH
y

iMI
y

iMJ
y

iMK
y

iML
y

iMM
y

iMN
y

iMO
y

iMP
y

iMQ
y

iMR
y

iMS
y

iMT
y

iMU
y

iMV
y

iMW
y

iMX
y

iMY
y

iMZ
y

iM0
y

iM1
y

iM2
y

iM3
y

iM4
y

iM5
y

iM6
y

iM7
y

iM8
y

iM9
y

iM_
y

iM.
y

iNa
y

iNb
y

iNc
y

iNd
y

iNe
y

iNf
y

iNg
y

iNh
y

iNi
y

iNj
y

iNk
y

iNl
y

iNm
y

iNn
y

iNo
y

iNp
y

iNq
y

iNr
y

iNs
y

iNt
y

iNu
y

iNv
y

iNw
y

iNx
y

iNy
y

iNz
y

iNA
y

iNB
y

iNC
y

iND
y

iNE
y

iNF
y

iNG
y

iNH
y

iNI
y

iNJ
y

iNK
y

iNL
y

iNM
y

iNN
y

iNO
y

iNP
y

iNQ
y

iNR
y

iNS
y

iNT
y

iNU
y

iNV
y

iNW
y

iNX
y

iNY
y

iNZ
y

iN0
y

iN1
y

iN2
y

iN3
y

iN4
y

iN5
y

iN6
y

iN7
y

iN8
y

iN9
y

iN_
y

iN.
y

iOa
y

iOb
y

iOc
y

iOd
y

iOe
y

iOf
y

iOg
y

iOh
y

iOi
y

iOj
y

iOk
y

iOl
y

iOm
y

iOn
y

iOo
y

iOp
y

iOq
y

iOr
y

iOs
y

iOt
y

iOu
y

iOv
y

iOw
y

iOx
y

iOy
y

iOz
y

iOA
y

iOB
y

iOC
y

iOD
y

iOE
y

iOF
y

iOG
y

iOH
y

iOI
y

iOJ
y

iOK
y

iOL
y

iOM
y

iON
y

iOO
y

iOP
y

iOQ
y

iOR
y

iOS
y

iOT
y

iOU
y

iOV
y

iOW
y

iOX
y

iOY
y

iOZ
y

iO0
y

iO1
y

iO2
y

iO3
y

iO4
y

iO5
y

iO6
y

iO7
y

iO8
y

iO9
y

iO_
y

iO.
y

iPa
y

iPb
y

iPc
y

iPd
y

iPe
y

iPf
y

iPg
y

iPh
y

iPi
y

iPj
y

iPk
y

iPl
y

iPm
y

iPn
y

iPo
y

iPp
y

iPq
y

iPr
y

iPs
y

iPt
y

iPu
y

iPv
y

iPw
y

iPx
y

iPy
y

iPz
y

iPA
y

iPB
y

iPC
y

iPD
y

iPE
y

iPF
y

iPG
y

iPH
y

iPI
y

iPJ
y

iPK
y

iPL
y

iPM
y

iPN
y

iPO
y

iPP
y

iPQ
y

iPR
y

iPS
y

iPT
y

iPU
y

iPV
y

iPW
y

iPX
y

iPY
y

iPZ
y

iP0
y

iP1
y

iP2
y

iP3
y

iP4
y

iP5
y

iP6
y

iP7
y

iP8
y

iP9
y

iP_
y

iP.
y

iQa
y

iQb
y

iQc
y

iQd
y

iQe
y

iQf
y

iQg
y

iQh
y

iQi
y

iQj
y

iQk
y

iQl
y

iQm
y

iQn
y

iQo
y

iQp
y

iQq
y

iQr
y

iQs
y

iQt
y

iQu
y

iQv
y

iQw
y

iQx
y

iQy
y

iQz
y

iQA
y

iQB
y

iQC
y

iQD
y

iQE
y

iQF
y

iQG
y

iQH
y

iQI
y

iQJ
y

iQK
y

iQL
y

iQM
y

iQN
y

iQO
y

iQP
y

iQQ
y

iQR
y

iQS
y

iQT
y

iQU
y

iQV
y

iQW
y

iQX
y

iQY
y

iQZ
y

iQ0
y

iQ1
y

iQ2
y

iQ3
y

iQ4
y

iQ5
y

iQ6
y

iQ7
y

iQ8
y

iQ9
y

iQ_
y

iQ.
y

iRa
y

iRb
y

iRc
y

iRd
y

iRe
y

iRf
y

iRg
y

iRh
y

iRi
y

iRj
y

iRk
y

iRl
y

iRm
y

iRn
y

iRo
y

iRp
y

iRq
y

iRr
y

iRs
y

iRt
y

iRu
y

iRv
y

iRw
y

iRx
y

iRy
y

iRz
y

iRA
y

iRB
y

iRC
y

iRD
y

iRE
y

iRF
y

iRG
y

iRH
y

iRI
y

iRJ
y

iRK
y

iRL
y

iRM
y

iRN
y

iRO
y

iRP
y

iRQ
y

iRR
y

iRS
y

iRT
y

iRU
y

iRV
y

iRW
y

iRX
y

iRY
y

iRZ
y

iR0
y

iR1
y

iR2
y

iR3
y

iR4
y

iR5
y

iR6
y

iR7
y

iR8
y

iR9
y

iR_
y

iR.
y

iSa
y

iSb
y

iSc
y

iSd
y

iSe
y

iSf
y

iSg
y

iSh
y

iSi
y

iSj
y

iSk
y

iSl
y

iSm
y

iSn
y

iSo
y

iSp
y

iSq
y

iSr
y

iSs
y

iSt
y

iSu
y

iSv
y

iSw
y

iSx
y

iSy
y

iSz
y

iSA
y

iSB
y

iSC
y

iSD
y

iSE
y

iSF
y

iSG
y

iSH
y

iSI
y

iSJ
y

iSK
y

iSL
y

iSM
y

iSN
y

iSO
y

iSP
y

iSQ
y

iSR
y

iSS
y

iST
y

iSU
y

iSV
y

iSW
y

iSX
y

iSY
y

iSZ
y

iS0
y

iS1
y

iS2
y

iS3
y

iS4
y

iS5
y

iS6
y

iS7
y

iS8
y

iS9
y

iS_
y

iS.
y

iTa
y

iTb
y

iTc
y

iTd
y

iTe
y

iTf
y

iTg
y

iTh
y

iTi
y

iTj
y

iTk
y

iTl
y

iTm
y

iTn
y

iTo
y

iTp
y

iTq
y

iTr
y

iTs
y

iTt
y

iTu
y

iTv
y

iTw
y

iTx
y

iTy
y

iTz
y

iTA
y

iTB
y

iTC
y

iTD
y

iTE
y

iTF
y

iTG
y

iTH
y

iTI
y

iTJ
y

iTK
y

iTL
y

iTM
y

iTN
y

iTO
y

iTP
y

iTQ
y

iTR
y

iTS
y

iTT
y

iTU
y

iTV
y

iTW
y

iTX
y

iTY
y

iTZ
y

iT0
y

iT1
y

iT2
y

iT3
y

iT4
y

iT5
y

iT6
y

iT7
y

iT8
y

iT9
y

iT_
y

iT.
y

iUa
y

iUb
y

iUc
y

iUd
y

iUe
y

iUf
y

iUg
y

iUh
y

iUi
y

iUj
y

iUk
y

iUl
y

iUm
y

iUn
y

iUo
y

iUp
y

iUq
y

iUr
y

iUs
y

iUt
y

iUu
y

iUv
y

iUw
y

iUx
y

iUy
y

iUz
y

iUA
y

iUB
y

iUC
y

iUD
y

iUE
y

iUF
y

iUG
y

iUH
y

iUI
y

iUJ
y

iUK
y

iUL
y

iUM
y

iUN
y

iUO
y

iUP
y

iUQ
y

iUR
y

iUS
y

iUT
y

iUU
y

iUV
y

iUW
y

iUX
y

iUY
y

iUZ
y

iU0
y

iU1
y

iU2
y

iU3
y

iU4
y

iU5
y

iU6
y

iU7
y

iU8
y

iU9
y

iU_
y

iU.
y

iVa
y

iVb
y

iVc
y

iVd
y

iVe
y

iVf
y

iVg
y

iVh
y

iVi
y

iVj
y

iVk
y

iVl
y

iVm
y

iVn
y

iVo
y

iVp
y

iVq
y

iVr
y

iVs
y

iVt
y

iVu
y

iVv
y

iVw
y

iVx
y

iVy
y

iVz
y

iVA
y

iVB
y

iVC
y

iVD
y

iVE
y

iVF
y

iVG
y

iVH
y

iVI
y

iVJ
y

iVK
y

iVL
y

iVM
y

iVN
y

iVO
y

iVP
y

iVQ
y

iVR
y

iVS
y

iVT
y

iVU
y

iVV
y

iVW
y

iVX
y

iVY
y

iVZ
y

iV0
y

iV1
y

iV2
y

iV3
y

iV4
y

iV5
y

iV6
y

iV7
y

iV8
y

iV9
y

iV_
y

iV.
y

iWa
y

iWb
y

iWc
y

iWd
y

iWe
y

iWf
y

iWg
y

iWh
y

iWi
y

iWj
y

iWk
y

iWl
y

iWm
y

iWn
y

iWo
y

iWp
y

iWq
y

iWr
y

iWs
y

iWt
y

iWu
y

iWv
y

iWw
y

iWx
y

iWy
y

iWz
y

iWA
y

iWB
y

iWC
y

iWD
y

iWE
y

iWF
y

iWG
y

iWH
y

iWI
y

iWJ
y

iWK
y

iWL
y

iWM
y

iWN
y

iWO
y

iWP
y

iWQ
y

iWR
y

iWS
y

iWT
y

iWU
y

iWV
y

iWW
y

iWX
y

iWY
y

iWZ
y

iW0
y

iW1
y

iW2
y

iW3
y

iW4
y

iW5
y

iW6
y

iW7
y

iW8
y

iW9
y

iW_
y

iW.
y

iXa
y

iXb
y

iXc
y

iXd
y

iXe
y

iXf
y

iXg
y

iXh
y

iXi
y

iXj
y

iXk
y

iXl
y

iXm
y

iXn
y

iXo
y

iXp
y

iXq
y

iXr
y

iXs
y

iXt
y

iXu
y

iXv
y

iXw
y

iXx
y

iXy
y

iXz
y

iXA
y

iXB
y

iXC
y

iXD
y

iXE
y

iXF
y

iXG
y

iXH
y

iXI
y

iXJ
y

iXK
y

iXL
y

iXM
y

iXN
y

iXO
y

iXP
y

iXQ
y

iXR
y

iXS
y

iXT
y

iXU
y

iXV
y

iXW
y

iXX
y

iXY
y

iXZ
y

iX0
y

iX1
y

iX2
y

iX3
y

iX4
y

iX5
y

iX6
y

iX7
y

iX8
y

iX9
y

iX_
y

iX.
y

iYa
y

iYb
y

iYc
y

iYd
y

iYe
y

iYf
y

iYg
y

iYh
y

iYi
y

iYj
y

iYk
y

iYl
y

iYm
y

iYn
y

iYo
y

iYp
y

iYq
y

iYr
y

iYs
y

iYt
y

iYu
y

iYv
y

iYw
y

iYx
y

iYy
y

iYz
y

iYA
y

iYB
y

iYC
y

iYD
y

iYE
y

iYF
y

iYG
y

iYH
y

iYI
y

iYJ
y

iYK
y

iYL
y

iYM
y

iYN
y

iYO
y

iYP
y

iYQ
y

iYR
y

iYS
y

iYT
y

iYU
y

iYV
y

iYW
y

iYX
y

iYY
y

iYZ
y

iY0
y

iY1
y

iY2
y

iY3
y

iY4
y

iY5
y

iY6
y

iY7
y

iY8
y

iY9
y

iY_
y

iY.
y

iZa
y

iZb
y

iZc
y

iZd
y

iZe
y

iZf
y

iZg
y

iZh
y

iZi
y

iZj
y

iZk
y

iZl
y

iZm
y

iZn
y

iZo
y

iZp
y

iZq
y

iZr
y

iZs
y

iZt
y

iZu
y

iZv
y

iZw
y

iZx
y

iZy
y

iZz
y

iZA
y

iZB
y

iZC
y

iZD
y

iZE
y

iZF
y

iZG
y

iZH
y

iZI
y

iZJ
y

iZK
y

iZL
y

iZM
y

iZN
y

iZO
y

iZP
y

iZQ
y

iZR
y

iZS
y

iZT
y

iZU
y

iZV
y

iZW
y

iZX
y

iZY
y

iZZ
y

iZ0
y

iZ1
y

iZ2
y

iZ3
y

iZ4
y

iZ5
y

iZ6
y

iZ7
y

iZ8
y

iZ9
y

iZ_
y

iZ.
y

i0a
y

i0b
y

i0c
y

i0d
y

i0e
y

i0f
y

i0g
y

i0h
y

i0i
y

i0j
y

i0k
y

i0l
y

i0m
y

i0n
y

i0o
y

i0p
y

i0q
y

i0r
y

i0s
y

i0t
y

i0u
y

i0v
y

i0w
y

i0x
y

i0y
y

i0z
y

i0A
y

i0B
y

i0C
y

i0D
y

i0E
y

i0F
y

i0G
y

i0H
y

i0I
y

i0J
y

i0K
y

i0L
y

i0M
y

i0N
y

i0O
y

i0P
y

i0Q
y

i0R
y

i0S
y

i0T
y

i0U
y

i0V
y

i0W
y

i0X
y

i0Y
y

i0Z
y

i00
y

i01
y

i02
y

i03
y

i04
y

i05
y

i06
y

i07
y

i08
y

i09
y

i0_
y

i0.
y

i1a
y

i1b
y

i1c
y

i1d
y

i1e
y

i1f
y

i1g
y

i1h
y

i1i
y

i1j
y

i1k
y

i1l
y

i1m
y

i1n
y

i1o
y

i1p
y

i1q
y

i1r
y

i1s
y

i1t
y

i1u
y

i1v
y

i1w
y

i1x
y

i1y
y

i1z
y

i1A
y

i1B
y

i1C
y

i1D
y

i1E
y

i1F
y

i1G
y

i1H
y

i1I
y

i1J
y

i1K
y

i1L
y

i1M
y

i1N
y

i1O
y

i1P
y

i1Q
y

i1R
y

i1S
y

i1T
y

i1U
y

i1V
y

i1W
y

i1X
y

i1Y
y

i1Z
y

i10
y

i11
y

i12
y

i13
y

i14
y

i15
y

i16
y

i17
y

i18
y

i19
y

i1_
y

i1.
y

i2a
y

i2b
y

i2c
y

i2d
y

i2e
y

i2f
y

i2g
y

i2h
y

i2i
y

i2j
y

i2k
y

i2l
y

i2m
y

i2n
y

i2o
y

i2p
y

i2q
y

i2r
y

i2s
y

i2t
y

i2u
y

i2v
y

i2w
y

i2x
y

i2y
y

i2z
y

i2A
y

i2B
y

i2C
y

i2D
y

i2E
y

i2F
y

i2G
y

i2H
y

i2I
y

i2J
y

i2K
y

i2L
y

i2M
y

i2N
y

i2O
y

i2P
y

i2Q
y

i2R
y

i2S
y

i2T
y

i2U
y

i2V
y

i2W
y

i2X
y

i2Y
y

i2Z
y

i20
y

i21
y

i22
y

i23
y

i24
y

i25
y

i26
y

i27
y

i28
y

i29
y

i2_
y

i2.
y

i3a
y

i3b
y

i3c
y

i3d
y

i3e
y

i3f
y

i3g
y

i3h
y

i3i
y

i3j
y

i3k
y

i3l
y

i3m
y

i3n
y

i3o
y

i3p
y

i3q
y

i3r
y

i3s
y

i3t
y

i3u
y

i3v
y

i3w
y

i3x
y

i3y
y

i3z
y

i3A
y

i3B
y

i3C
y

i3D
y

i3E
y

i3F
y

i3G
y

i3H
y

i3I
y

i3J
y

i3K
y

i3L
y

i3M
y

i3N
y

i3O
y

i3P
y

i3Q
y

i3R
y

i3S
y

i3T
y

i3U
y

i3V
y

i3W
y

i3X
y

i3Y
y

i3Z
y

i30
y

i31
y

i32
y

i33
y

i34
y

i35
y

i36
y

i37
y

i38
y

i39
y

i3_
y

i3.
y

i4a
y

i4b
y

i4c
y

i4d
y

i4e
y

i4f
y

i4g
y

i4h
y

i4i
y

i4j
y

i4k
y

i4l
y

i4m
y

i4n
y

i4o
y

i4p
y

i4q
y

i4r
y

i4s
y

i4t
y

i4u
y

i4v
y

i4w
y

i4x
y

i4y
y

i4z
y

i4A
y

i4B
y

i4C
y

i4D
y

i4E
y

i4F
y

i4G
y

i4H
y

i4I
y

i4J
y

i4K
y

i4L
y

i4M
y

i4N
y

i4O
y

i4P
y

i4Q
y

i4R
y

i4S
y

i4T
y

i4U
y

i4V
y

i4W
y

i4X
y

i4Y
y

i4Z
y

i40
y

i41
y

i42
y

i43
y

i44
y

i45
y

i46
y

i47
y

i48
y

i49
y

i4_
y

i4.
y

i5a
y

i5b
y

i5c
y

i5d
y

i5e
y

i5f
y

i5g
y

i5h
y

i5i
y

i5j
y

i5k
y

i5l
y

i5m
y

i5n
y

i5o
y

i5p
y

i5q
y

i5r
y

i5s
y

i5t
y

i5u
y

i5v
y

i5w
y

i5x
y

i5y
y

i5z
y

i5A
y

i5B
y

i5C
y

i5D
y

i5E
y

i5F
y

i5G
y

i5H
y

i5I
y

i5J
y

i5K
y

i5L
y

i5M
y

i5N
y

i5O
y

i5P
y

i5Q
y

i5R
y

i5S
y

i5T
y

i5U
y

i5V
y

i5W
y

i5X
y

i5Y
y

i5Z
y

i50
y

i51
y

i52
y

i53
y

i54
y

i55
y

i56
y

i57
y

i58
y

i59
y

i5_
y

i5.
y

i6a
y

i6b
y

i6c
y

i6d
y

i6e
y

i6f
y

i6g
y

i6h
y

i6i
y

i6j
y

i6k
y

i6l
y

i6m
y

i6n
y

i6o
y

i6p
y

i6q
y

i6r
y

i6s
y

i6t
y

i6u
y

i6v
y

i6w
y

i6x
y

i6y
y

i6z
y

i6A
y

i6B
y

i6C
y

i6D
y

i6E
y

i6F
y

i6G
y

i6H
y

i6I
y

i6J
y

i6K
y

i6L
y

i6M
y

i6N
y

i6O
y

i6P
y

i6Q
y

i6R
y

i6S
y

i6T
y

i6U
y

i6V
y

i6W
y

i6X
y

i6Y
y

i6Z
y

i60
y

i61
y

i62
y

i63
y

i64
y

i65
y

i66
y

i67
y

i68
y

i69
y

i6_
y

i6.
y

i7a
y

i7b
y

i7c
y

i7d
y

i7e
y

i7f
y

i7g
y

i7h
y

i7i
y

i7j
y

i7k
y

i7l
y

i7m
y

i7n
y

i7o
y

i7p
y

i7q
y

i7r
y

i7s
y

i7t
y

i7u
y

i7v
y

i7w
y

i7x
y

i7y
y

i7z
y

i7A
y

i7B
y

i7C
y

i7D
y

i7E
y

i7F
y

i7G
y

i7H
y

i7I
y

i7J
y

i7K
y

i7L
y

i7M
y

i7N
y

i7O
y

i7P
y

i7Q
y

i7R
y

i7S
y

i7T
y

i7U
y

i7V
y

i7W
y

i7X
y

i7Y
y

i7Z
y

i70
y

i71
y

i72
y

i73
y

i74
y

i75
y

i76
y

i77
y

i78
y

i79
y

i7_
y

i7.
y

i8a
y

i8b
y

i8c
y

i8d
y

i8e
y

i8f
y

i8g
y

i8h
y

i8i
y

i8j
y

i8k
y

i8l
y

i8m
y

i8n
y

i8o
y

i8p
y

i8q
y

i8r
y

i8s
y

i8t
y

i8u
y

i8v
y

i8w
y

i8x
y

i8y
y

i8z
y

i8A
y

i8B
y

i8C
y

i8D
y

i8E
y

i8F
y

i8G
y

i8H
y

i8I
y

i8J
y

i8K
y

i8L
y

i8M
y

i8N
y

i8O
y

i8P
y

i8Q
y

i8R
y

i8S
y

i8T
y

i8U
y

i8V
y

i8W
y

i8X
y

i8Y
y

i8Z
y

i80
y

i81
y

i82
y

i83
y

i84
y

i85
y

i86
y

i87
y

i88
y

i89
y

i8_
y

i8.
y

i9a
y

i9b
y

i9c
y

i9d
y

i9e
y

i9f
y

i9g
y

i9h
y

i9i
y

i9j
y

i9k
y

i9l
y

i9m
y

i9n
y

i9o
y

i9p
y

i9q
y

i9r
y

i9s
y

i9t
y

i9u
y

i9v
y

i9w
y

i9x
y

i9y
y

i9z
y

i9A
y

i9B
y

i9C
y

i9D
y

i9E
y

i9F
y

i9G
y

i9H
y

i9I
y

i9J
y

i9K
y

i9L
y

i9M
y

i9N
y

i9O
y

i9P
y

i9Q
y

i9R
y

i9S
y

i9T
y

i9U
y

i9V
y

i9W
y

i9X
y

i9Y
y

i9Z
y

i90
y

i91
y

i92
y

i93
y

i94
y

i95
y

i96
y

i97
y

i98
y

i99
y

i9_
y

i9.
y

i_a
y

i_b
y

i_c
y

i_d
y

i_e
y

i_f
y

i_g
y

i_h
y

i_i
y

i_j
y

i_k
y

i_l
y

i_m
y

i_n
y

i_o
y

i_p
y

i_q
y

i_r
y

i_s
y

i_t
y

i_u
y

i_v
y

i_w
y

i_x
y

i_y
y

i_z
y

i_A
y

i_B
y

i_C
y

i_D
y

i_E
y

i_F
y

i_G
y

i_H
y

i_I
y

i_J
y

i_K
y

i_L
y

i_M
y

i_N
y

i_O
y

i_P
y

i_Q
y

i_R
y

i_S
y

i_T
y

i_U
y

i_V
y

i_W
y

i_X
y

i_Y
y

i_Z
y

i_0
y

i_1
y

i_2
y

i_3
y

i_4
y

i_5
y

i_6
y

i_7
y

i_8
y

i_9
y

i__
y

i_.
y

i.a
y

i.b
y

i.c
y

i.d
y

i.e
y

i.f
y

i.g
y

i.h
y

i.i
y

i.j
y

i.k
y

i.l
y

i.m
y

i.n
y

i.o
y

i.p
y

i.q
y

i.r
y

i.s
y

i.t
y

i.u
y

i.v
y

i.w
y

i.x
y

i.y
y

i.z
y

i.A
y

i.B
y

i.C
y

i.D
y

i.E
y

i.F
y

i.G
y

i.H
y

i.I
y

i.J
y

i.K
y

i.L
y

i.M
y

i.N
y

i.O
y

i.P
y

i.Q
y

i.R
y

i.S
y

i.T
y

i.U
y

i.V
y

i.W
y

i.X
y

i.Y
y

i.Z
y

i.0
y

i.1
y

i.2
y

i.3
y

i.4
y

i.5
y

i.6
y

i.7
y

i.8
y

i.9
y

i._
y

i..
y

jaa
y

jab
y

jac
y

jad
y

jae
y

jaf
y

jag
y

jah
y

jai
y

jaj
y

jak
y

jal
y

jam
y

jan
y

jao
y

jap
y

jaq
y

jar
y

jas
y

jat
y

jau
y

jav
y

jaw
y

jax
y

jay
y

jaz
y

jaA
y

jaB
y

jaC
y

jaD
y

jaE
y

jaF
y

jaG
y

jaH
y

jaI
y

jaJ
y

jaK
y

jaL
y

jaM
y

jaN
y

jaO
y

jaP
y

jaQ
y

jaR
y

jaS
y

jaT
y

jaU
y

jaV
y

jaW
y

jaX
y

jaY
y

jaZ
y

ja0
y

ja1
y

ja2
y

ja3
y

ja4
y

ja5
y

ja6
y

ja7
y

ja8
y

ja9
y

ja_
y

ja.
y

jba
y

jbb
y

jbc
y

jbd
y

jbe
y

jbf
y

jbg
y

jbh
y

jbi
y

jbj
y

jbk
y

jbl
y

jbm
y

jbn
y

jbo
y

jbp
y

jbq
y

jbr
y

jbs
y

jbt
y

jbu
y

jbv
y

jbw
y

jbx
y

jby
y

jbz
y

jbA
y

jbB
y

jbC
y

jbD
y

jbE
y

jbF
y

jbG
y

jbH
y

jbI
y

jbJ
y

jbK
y

jbL
y

jbM
y

jbN
y

jbO
y

jbP
y

jbQ
y

jbR
y

jbS
y

jbT
y

jbU
y

jbV
y

jbW
y

jbX
y

jbY
y

jbZ
y

jb0
y

jb1
y

jb2
y

jb3
y

jb4
y

jb5
y

jb6
y

jb7
y

jb8
y

jb9
y

jb_
y

jb.
y

jca
y

jcb
y

jcc
y

jcd
y

jce
y

jcf
y

jcg
y

jch
y

jci
y

jcj
y

jck
y

jcl
y

jcm
y

jcn
y

jco
y

jcp
y

jcq
y

jcr
y

jcs
y

jct
y

jcu
y

jcv
y

jcw
y

jcx
y

jcy
y

jcz
y

jcA
y

jcB
y

jcC
y

jcD
y

jcE
y

jcF
y

jcG
y

jcH
y

jcI
y

jcJ
y

jcK
y

jcL
y

jcM
y

jcN
y

jcO
y

jcP
y

jcQ
y

jcR
y

jcS
y

jcT
y

jcU
y

jcV
y

jcW
y

jcX
y

jcY
y

jcZ
y

jc0
y

jc1
y

jc2
y

jc3
y

jc4
y

jc5
y

jc6
y

jc7
y

jc8
y

jc9
y

jc_
y

jc.
y

jda
y

jdb
y

jdc
y

jdd
y

jde
y

jdf
y

jdg
y

jdh
y

jdi
y

jdj
y

jdk
y

jdl
y

jdm
y

jdn
y

jdo
y

jdp
y

jdq
y

jdr
y

jds
y

jdt
y

jdu
y

jdv
y

jdw
y

jdx
y

jdy
y

jdz
y

jdA
y

jdB
y

jdC
y

jdD
y

jdE
y

jdF
y

jdG
y

jdH
y

jdI
y

jdJ
y

jdK
y

jdL
y

jdM
y

jdN
y

jdO
y

jdP
y

jdQ
y

jdR
y

jdS
y

jdT
y

jdU
y

jdV
y

jdW
y

jdX
y

jdY
y

jdZ
y

jd0
y

jd1
y

jd2
y

jd3
y

jd4
y

jd5
y

jd6
y

jd7
y

jd8
y

jd9
y

jd_
y

jd.
y

jea
y

jeb
y

jec
y

jed
y

jee
y

jef
y

jeg
y

jeh
y

jei
y

jej
y

jek
y

jel
y

jem
y

jen
y

jeo
y

jep
y

jeq
y

jer
y

jes
y

jet
y

jeu
y

jev
y

jew
y

jex
y

jey
y

jez
y

jeA
y

jeB
y

jeC
y

jeD
y

jeE
y

jeF
y

jeG
y

jeH
y

jeI
y

jeJ
y

jeK
y

jeL
y

jeM
y

jeN
y

jeO
y

jeP
y

jeQ
y

jeR
y

jeS
y

jeT
y

jeU
y

jeV
y

jeW
y

jeX
y

jeY
y

jeZ
y

je0
y

je1
y

je2
y

je3
y

je4
y

je5
y

je6
y

je7
y

je8
y

je9
y

je_
y

je.
y

jfa
y

jfb
y

jfc
y

jfd
y

jfe
y

jff
y

jfg
y

jfh
y

jfi
y

jfj
y

jfk
y

jfl
y

jfm
y

jfn
y

jfo
y

jfp
y

jfq
y

jfr
y

jfs
y

jft
y

jfu
y

jfv
y

jfw
y

jfx
y

jfy
y

jfz
y

jfA
y

jfB
y

jfC
y

jfD
y

jfE
y

jfF
y

jfG
y

jfH
y

jfI
y

jfJ
y

jfK
y

jfL
y

jfM
y

jfN
y

jfO
y

jfP
y

jfQ
y

jfR
y

jfS
y

jfT
y

jfU
y

jfV
y

jfW
y

jfX
y

jfY
y

jfZ
y

jf0
y

jf1
y

jf2
y

jf3
y

jf4
y

jf5
y

jf6
y

jf7
y

jf8
y

jf9
y

jf_
y

jf.
y

jga
y

jgb
y

jgc
y

jgd
y

jge
y

jgf
y

jgg
y

jgh
y

jgi
y

jgj
y

jgk
y

jgl
y

jgm
y

jgn
y

jgo
y

jgp
y

jgq
y

jgr
y

jgs
y

jgt
y

jgu
y

jgv
y

jgw
y

jgx
y

jgy
y

jgz
y

jgA
y

jgB
y

jgC
y

jgD
y

jgE
y

jgF
y

jgG
y

jgH
y

jgI
y

jgJ
y

jgK
y

jgL
y

jgM
y

jgN
y

jgO
y

jgP
y

jgQ
y

jgR
y

jgS
y

jgT
y

jgU
y

jgV
y

jgW
y

jgX
y

jgY
y

jgZ
y

jg0
y

jg1
y

jg2
y

jg3
y

jg4
y

jg5
y

jg6
y

jg7
y

jg8
y

jg9
y

jg_
y

jg.
y

jha
y

jhb
y

jhc
y

jhd
y

jhe
y

jhf
y

jhg
y

jhh
y

jhi
y

jhj
y

jhk
y

jhl
y

jhm
y

jhn
y

jho
y

jhp
y

jhq
y

jhr
y

jhs
y

jht
y

jhu
y

jhv
y

jhw
y

jhx
y

jhy
y

jhz
y

jhA
y

jhB
y

jhC
y

jhD
y

jhE
y

jhF
y

jhG
y

jhH
y

jhI
y

jhJ
y

jhK
y

jhL
y

jhM
y

jhN
y

jhO
y

jhP
y

jhQ
y

jhR
y

jhS
y

jhT
y

jhU
y

jhV
y

jhW
y

jhX
y

jhY
y

jhZ
y

jh0
y

jh1
y

jh2
y

jh3
y

jh4
y

jh5
y

jh6
y

jh7
y

jh8
y

jh9
y

jh_
y

jh.
y

jia
y

jib
y

jic
y

jid
y

jie
y

jif
y

jig
y

jih
y

jii
y

jij
y

jik
y

jil
y

jim
y

jin
y

jio
y

jip
y

jiq
y

jir
y

jis
y

jit
y

jiu
y

jiv
y

jiw
y

jix
y

jiy
y

jiz
y

jiA
y

jiB
y

jiC
y

jiD
y

jiE
y

jiF
y

jiG
y

jiH
y

jiI
y

jiJ
y

jiK
y

jiL
y

jiM
y

jiN
y

jiO
y

jiP
y

jiQ
y

jiR
y

jiS
y

jiT
y

jiU
y

jiV
y

jiW
y

jiX
y

jiY
y

jiZ
y

ji0
y

ji1
y

ji2
y

ji3
y

ji4
y

ji5
y

ji6
y

ji7
y

ji8
y

ji9
y

ji_
y

ji.
y

jja
y

jjb
y

jjc
y

jjd
y

jje
y

jjf
y

jjg
y

jjh
y

jji
y

jjj
y

jjk
y

jjl
y

jjm
y

jjn
y

jjo
y

jjp
y

jjq
y

jjr
y

jjs
y

jjt
y

jju
y

jjv
y

jjw
y

jjx
y

jjy
y

jjz
y

jjA
y

jjB
y

jjC
y

jjD
y

jjE
y

jjF
y

jjG
y

jjH
y

jjI
y

jjJ
y

jjK
y

jjL
y

jjM
y

jjN
y

jjO
y

jjP
y

jjQ
y

jjR
y

jjS
y

jjT
y

jjU
y

jjV
y

jjW
y

jjX
y

jjY
y

jjZ
y

jj0
y

jj1
y

jj2
y

jj3
y

jj4
y

jj5
y

jj6
y

jj7
y

jj8
y

jj9
y

jj_
y

jj.
y

jka
y

jkb
y

jkc
y

jkd
y

jke
y

jkf
y

jkg
y

jkh
y

jki
y

jkj
y

jkk
y

jkl
y

jkm
y

jkn
y

jko
y

jkp
y

jkq
y

jkr
y

jks
y

jkt
y

jku
y

jkv
y

jkw
y

jkx
y

jky
y

jkz
y

jkA
y

jkB
y

jkC
y

jkD
y

jkE
y

jkF
y

jkG
y

jkH
y

jkI
y

jkJ
y

jkK
y

jkL
y

jkM
y

jkN
y

jkO
y

jkP
y

jkQ
y

jkR
y

jkS
y

jkT
y

jkU
y

jkV
y

jkW
y

jkX
y

jkY
y

jkZ
y

jk0
y

jk1
y

jk2
y

jk3
y

jk4
y

jk5
y

jk6
y

jk7
y

jk8
y

jk9
y

jk_
y

jk.
y

jla
y

jlb
y

jlc
y

jld
y

jle
y

jlf
y

jlg
y

jlh
y

jli
y

jlj
y

jlk
y

jll
y

jlm
y

jln
y

jlo
y

jlp
y

jlq
y

jlr
y

jls
y

jlt
y

jlu
y

jlv
y

jlw
y

jlx
y

jly
y

jlz
y

jlA
y

jlB
y

jlC
y

jlD
y

jlE
y

jlF
y

jlG
y

jlH
y

jlI
y

jlJ
y

jlK
y

jlL
y

jlM
y

jlN
y

jlO
y

jlP
y

jlQ
y

jlR
y

jlS
y

jlT
y

jlU
y

jlV
y

jlW
y

jlX
y

jlY
y

jlZ
y

jl0
y

jl1
y

jl2
y

jl3
y

jl4
y

jl5
y

jl6
y

jl7
y

jl8
y

jl9
y

jl_
y

jl.
y

jma
y

jmb
y

jmc
y

jmd
y

jme
y

jmf
y

jmg
y

jmh
y

jmi
y

jmj
y

jmk
y

jml
y

jmm
y

jmn
y

jmo
y

jmp
y

jmq
y

jmr
y

jms
y

jmt
y

jmu
y

jmv
y

jmw
y

jmx
y

jmy
y

jmz
y

jmA
y

jmB
y

jmC
y

jmD
y

jmE
y

jmF
y

jmG
y

jmH
y

jmI
y

jmJ
y

jmK
y

jmL
y

jmM
y

jmN
y

jmO
y

jmP
y

jmQ
y

jmR
y

jmS
y

jmT
y

jmU
y

jmV
y

jmW
y

jmX
y

jmY
y

jmZ
y

jm0
y

jm1
y

jm2
y

jm3
y

jm4
y

jm5
y

jm6
y

jm7
y

jm8
y

jm9
y

jm_
y

jm.
y

jna
y

jnb
y

jnc
y

jnd
y

jne
y

jnf
y

jng
y

jnh
y

jni
y

jnj
y

jnk
y

jnl
y

jnm
y

jnn
y

jno
y

jnp
y

jnq
y

jnr
y

jns
y

jnt
y

jnu
y

jnv
y

jnw
y

jnx
y

jny
y

jnz
y

jnA
y

jnB
y

jnC
y

jnD
y

jnE
y

jnF
y

jnG
y

jnH
y

jnI
y

jnJ
y

jnK
y

jnL
y

jnM
y

jnN
y

jnO
y

jnP
y

jnQ
y

jnR
y

jnS
y

jnT
y

jnU
y

jnV
y

jnW
y

jnX
y

jnY
y

jnZ
y

jn0
y

jn1
y

jn2
y

jn3
y

jn4
y

jn5
y

jn6
y

jn7
y

jn8
y

jn9
y

jn_
y

jn.
y

joa
y

job
y

joc
y

jod
y

joe
y

jof
y

jog
y

joh
y

joi
y

joj
y

jok
y

jol
y

jom
y

jon
y

joo
y

jop
y

joq
y

jor
y

jos
y

jot
y

jou
y

jov
y

jow
y

jox
y

joy
y

joz
y

joA
y

joB
y

joC
y

joD
y

joE
y

joF
y

joG
y

joH
y

joI
y

joJ
y

joK
y

joL
y

joM
y

joN
y

joO
y

joP
y

joQ
y

joR
y

joS
y

joT
y

joU
y

joV
y

joW
y

joX
y

joY
y

joZ
y

jo0
y

jo1
y

jo2
y

jo3
y

jo4
y

jo5
y

jo6
y

jo7
y

jo8
y

jo9
y

jo_
y

jo.
y

jpa
y

jpb
y

jpc
y

jpd
y

jpe
y

jpf
y

jpg
y

jph
y

jpi
y

jpj
y

jpk
y

jpl
y

jpm
y

jpn
y

jpo
y

jpp
y

jpq
y

jpr
y

jps
y

jpt
y

jpu
y

jpv
y

jpw
y

jpx
y

jpy
y

jpz
y

jpA
y

jpB
y

jpC
y

jpD
y

jpE
y

jpF
y

jpG
y

jpH
y

jpI
y

jpJ
y

jpK
y

jpL
y

jpM
y

jpN
y

jpO
y

jpP
y

jpQ
y

jpR
y

jpS
y

jpT
y

jpU
y

jpV
y

jpW
y

jpX
y

jpY
y

jpZ
y

jp0
y

jp1
y

jp2
y

jp3
y

jp4
y

jp5
y

jp6
y

jp7
y

jp8
y

jp9
y

jp_
y

jp.
y

jqa
y

jqb
y

jqc
y

jqd
y

jqe
y

jqf
y

jqg
y

jqh
y

jqi
y

jqj
y

jqk
y

jql
y

jqm
y

jqn
y

jqo
y

jqp
y

jqq
y

jqr
y

jqs
y

jqt
y

jqu
y

jqv
y

jqw
y

jqx
y

jqy
y

jqz
y

jqA
y

jqB
y

jqC
y

jqD
y

jqE
y

jqF
y

jqG
y

jqH
y

jqI
y

jqJ
y

jqK
y

jqL
y

jqM
y

jqN
y

jqO
y

jqP
y

jqQ
y

jqR
y

jqS
y

jqT
y

jqU
y

jqV
y

jqW
y

jqX
y

jqY
y

jqZ
y

jq0
y

jq1
y

jq2
y

jq3
y

jq4
y

jq5
y

jq6
y

jq7
y

jq8
y

jq9
y

jq_
y

jq.
y

jra
y

jrb
y

jrc
y

jrd
y

jre
y

jrf
y

jrg
y

jrh
y

jri
y

jrj
y

jrk
y

jrl
y

jrm
y

jrn
y

jro
y

jrp
y

jrq
y

jrr
y

jrs
y

jrt
y

jru
y

jrv
y

jrw
y

jrx
y

jry
y

jrz
y

jrA
y

jrB
y

jrC
y

jrD
y

jrE
y

jrF
y

jrG
y

jrH
y

jrI
y

jrJ
y

jrK
y

jrL
y

jrM
y

jrN
y

jrO
y

jrP
y

jrQ
y

jrR
y

jrS
y

jrT
y

jrU
y

jrV
y

jrW
y

jrX
y

jrY
y

jrZ
y

jr0
y

jr1
y

jr2
y

jr3
y

jr4
y

jr5
y

jr6
y

jr7
y

jr8
y

jr9
y

jr_
y

jr.
y

jsa
y

jsb
y

jsc
y

jsd
y

jse
y

jsf
y

jsg
y

jsh
y

jsi
y

jsj
y

jsk
y

jsl
y

jsm
y

jsn
y

jso
y

jsp
y

jsq
y

jsr
y

jss
y

jst
y

jsu
y

jsv
y

jsw
y

jsx
y

jsy
y

jsz
y

jsA
y

jsB
y

jsC
y

jsD
y

jsE
y

jsF
y

jsG
y

jsH
y

jsI
y

jsJ
y

jsK
y

jsL
y

jsM
y

jsN
y

jsO
y

jsP
y

jsQ
y

jsR
y

jsS
y

jsT
y

jsU
y

jsV
y

jsW
y

jsX
y

jsY
y

jsZ
y

js0
y

js1
y

js2
y

js3
y

js4
y

js5
y

js6
y

js7
y

js8
y

js9
y

js_
y

js.
y

jta
y

jtb
y

jtc
y

jtd
y

jte
y

jtf
y

jtg
y

jth
y

jti
y

jtj
y

jtk
y

jtl
y

jtm
y

jtn
y

jto
y

jtp
y

jtq
y

jtr
y

jts
y

jtt
y

jtu
y

jtv
y

jtw
y

jtx
y

jty
y

jtz
y

jtA
y

jtB
y

jtC
y

jtD
y

jtE
y

jtF
y

jtG
y

jtH
y

jtI
y

jtJ
y

jtK
y

jtL
y

jtM
y

jtN
y

jtO
y

jtP
y

jtQ
y

jtR
y

jtS
y

jtT
y

jtU
y

jtV
y

jtW
y

jtX
y

jtY
y

jtZ
y

jt0
y

jt1
y

jt2
y

jt3
y

jt4
y

jt5
y

jt6
y

jt7
y

jt8
y

jt9
y

jt_
y

jt.
y

jua
y

jub
y

juc
y

jud
y

jue
y

juf
y

jug
y

juh
y

jui
y

juj
y

juk
y

jul
y

jum
y

jun
y

juo
y

jup
y

juq
y

jur
y

jus
y

jut
y

juu
y

juv
y

juw
y

jux
y

juy
y

juz
y

juA
y

juB
y

juC
y

juD
y

juE
y

juF
y

juG
y

juH
y

juI
y

juJ
y

juK
y

juL
y

juM
y

juN
y

juO
y

juP
y

juQ
y

juR
y

juS
y

juT
y

juU
y

juV
y

juW
y

juX
y

juY
y

juZ
y

ju0
y

ju1
y

ju2
y

ju3
y

ju4
y

ju5
y

ju6
y

ju7
y

ju8
y

ju9
y

ju_
y

ju.
y

jva
y

jvb
y

jvc
y

jvd
y

jve
y

jvf
y

jvg
y

jvh
y

jvi
y

jvj
y

jvk
y

jvl
y

jvm
y

jvn
y

jvo
y

jvp
y

jvq
y

jvr
y

jvs
y

jvt
y

jvu
y

jvv
y

jvw
y

jvx
y

jvy
y

jvz
y

jvA
y

jvB
y

jvC
y

jvD
y

jvE
y

jvF
y

jvG
y

jvH
y

jvI
y

jvJ
y

jvK
y

jvL
y

jvM
y

jvN
y

jvO
y

jvP
y

jvQ
y

jvR
y

jvS
y

jvT
y

jvU
y

jvV
y

jvW
y

jvX
y

jvY
y

jvZ
y

jv0
y

jv1
y

jv2
y

jv3
y

jv4
y

jv5
y

jv6
y

jv7
y

jv8
y

jv9
y

jv_
y

jv.
y

jwa
y

jwb
y

jwc
y

jwd
y

jwe
y

jwf
y

jwg
y

jwh
y

jwi
y

jwj
y

jwk
y

jwl
y

jwm
y

jwn
y

jwo
y

jwp
y

jwq
y

jwr
y

jws
y

jwt
y

jwu
y

jwv
y

jww
y

jwx
y

jwy
y

jwz
y

jwA
y

jwB
y

jwC
y

jwD
y

jwE
y

jwF
y

jwG
y

jwH
y

jwI
y

jwJ
y

jwK
y

jwL
y

jwM
y

jwN
y

jwO
y

jwP
y

jwQ
y

jwR
y

jwS
y

jwT
y

jwU
y

jwV
y

jwW
y

jwX
y

jwY
y

jwZ
y

jw0
y

jw1
y

jw2
y

jw3
y

jw4
y

jw5
y

jw6
y

jw7
y

jw8
y

jw9
y

jw_
y

jw.
y

jxa
y

jxb
y

jxc
y

jxd
y

jxe
y

jxf
y

jxg
y

jxh
y

jxi
y

jxj
y

jxk
y

jxl
y

jxm
y

jxn
y

jxo
y

jxp
y

jxq
y

jxr
y

jxs
y

jxt
y

jxu
y

jxv
y

jxw
y

jxx
y

jxy
y

jxz
y

jxA
y

jxB
y

jxC
y

jxD
y

jxE
y

jxF
y

jxG
y

jxH
y

jxI
y

jxJ
y

jxK
y

jxL
y

jxM
y

jxN
y

jxO
y

jxP
y

jxQ
y

jxR
y

jxS
y

jxT
y

jxU
y

jxV
y

jxW
y

jxX
y

jxY
y

jxZ
y

jx0
y

jx1
y

jx2
y

jx3
y

jx4
y

jx5
y

jx6
y

jx7
y

jx8
y

jx9
y

jx_
y

jx.
y

jya
y

jyb
y

jyc
y

jyd
y

jye
y

jyf
y

jyg
y

jyh
y

jyi
y

jyj
y

jyk
y

jyl
y

jym
y

jyn
y

jyo
y

jyp
y

jyq
y

jyr
y

jys
y

jyt
y

jyu
y

jyv
y

jyw
y

jyx
y

jyy
y

jyz
y

jyA
y

jyB
y

jyC
y

jyD
y

jyE
y

jyF
y

jyG
y

jyH
y

jyI
y

jyJ
y

jyK
y

jyL
y

jyM
y

jyN
y

jyO
y

jyP
y

jyQ
y

jyR
y

jyS
y

jyT
y

jyU
y

jyV
y

jyW
y

jyX
y

jyY
y

jyZ
y

jy0
y

jy1
y

jy2
y

jy3
y

jy4
y

jy5
y

jy6
y

jy7
y

jy8
y

jy9
y

jy_
y

jy.
y

jza
y

jzb
y

jzc
y

jzd
y

jze
y

jzf
y

jzg
y

jzh
y

jzi
y

jzj
y

jzk
y

jzl
y

jzm
y

jzn
y

jzo
y

jzp
y

jzq
y

jzr
y

jzs
y

jzt
y

jzu
y

jzv
y

jzw
y

jzx
y

jzy
y

jzz
y

jzA
y

jzB
y

jzC
y

jzD
y

jzE
y

jzF
y

jzG
y

jzH
y

jzI
y

jzJ
y

jzK
y

jzL
y

jzM
y

jzN
y

jzO
y

jzP
y

jzQ
y

jzR
y

jzS
y

jzT
y

jzU
y

jzV
y

jzW
y

jzX
y

jzY
y

jzZ
y

jz0
y

jz1
y

jz2
y

jz3
y

jz4
y

jz5
y

jz6
y

jz7
y

jz8
y

jz9
y

jz_
y

jz.
y

jAa
y

jAb
y

jAc
y

jAd
y

jAe
y

jAf
y

jAg
y

jAh
y

jAi
y

jAj
y

jAk
y

jAl
y

jAm
y

jAn
y

jAo
y

jAp
y

jAq
y

jAr
y

jAs
y

jAt
y

jAu
y

jAv
y

jAw
y

jAx
y

jAy
y

jAz
y

jAA
y

jAB
y

jAC
y

jAD
y

jAE
y

jAF
y

jAG
y

jAH
y

jAI
y

jAJ
y

jAK
y

jAL
y

jAM
y

jAN
y

jAO
y

jAP
y

jAQ
y

jAR
y

jAS
y

jAT
y

jAU
y

jAV
y

jAW
y

jAX
y

jAY
y

jAZ
y

jA0
y

jA1
y

jA2
y

jA3
y

jA4
y

jA5
y

jA6
y

jA7
y

jA8
y

jA9
y

jA_
y

jA.
y

jBa
y

jBb
y

jBc
y

jBd
y

jBe
y

jBf
y

jBg
y

jBh
y

jBi
y

jBj
y

jBk
y

jBl
y

jBm
y

jBn
y

jBo
y

jBp
y

jBq
y

jBr
y

jBs
y

jBt
y

jBu
y

jBv
y

jBw
y

jBx
y

jBy
y

jBz
y

jBA
y

jBB
y

jBC
y

jBD
y

jBE
y

jBF
y

jBG
y

jBH
y

jBI
y

jBJ
y

jBK
y

jBL
y

jBM
y

jBN
y

jBO
y

jBP
y

jBQ
y

jBR
y

jBS
y

jBT
y

jBU
y

jBV
y

jBW
y

jBX
y

jBY
y

jBZ
y

jB0
y

jB1
y

jB2
y

jB3
y

jB4
y

jB5
y

jB6
y

jB7
y

jB8
y

jB9
y

jB_
y

jB.
y

jCa
y

jCb
y

jCc
y

jCd
y

jCe
y

jCf
y

jCg
y

jCh
y

jCi
y

jCj
y

jCk
y

jCl
y

jCm
y

jCn
y

jCo
y

jCp
y

jCq
y

jCr
y

jCs
y

jCt
y

jCu
y

jCv
y

jCw
y

jCx
y

jCy
y

jCz
y

jCA
y

jCB
y

jCC
y

jCD
y

jCE
y

jCF
y

jCG
y

jCH
y

jCI
y

jCJ
y

jCK
y

jCL
y

jCM
y

jCN
y

jCO
y

jCP
y

jCQ
y

jCR
y

jCS
y

jCT
y

jCU
y

jCV
y

jCW
y

jCX
y

jCY
y

jCZ
y

jC0
y

jC1
y

jC2
y

jC3
y

jC4
y

jC5
y

jC6
y

jC7
y

jC8
y

jC9
y

jC_
y

jC.
y

jDa
y

jDb
y

jDc
y

jDd
y

jDe
y

jDf
y

jDg
y

jDh
y

jDi
y

jDj
y

jDk
y

jDl
y

jDm
y

jDn
y

jDo
y

jDp
y

jDq
y

jDr
y

jDs
y

jDt
y

jDu
y

jDv
y

jDw
y

jDx
y

jDy
y

jDz
y

jDA
y

jDB
y

jDC
y

jDD
y

jDE
y

jDF
y

jDG
y

jDH
y

jDI
y

jDJ
y

jDK
y

jDL
y

jDM
y

jDN
y

jDO
y

jDP
y

jDQ
y

jDR
y

jDS
y

jDT
y

jDU
y

jDV
y

jDW
y

jDX
y

jDY
y

jDZ
y

jD0
y

jD1
y

jD2
y

jD3
y

jD4
y

jD5
y

jD6
y

jD7
y

jD8
y

jD9
y

jD_
y

jD.
y

jEa
y

jEb
y

jEc
y

jEd
y

jEe
y

jEf
y

jEg
y

jEh
y

jEi
y

jEj
y

jEk
y

jEl
y

jEm
y

jEn
y

jEo
y

jEp
y

jEq
y

jEr
y

jEs
y

jEt
y

jEu
y

jEv
y

jEw
y

jEx
y

jEy
y

jEz
y

jEA
y

jEB
y

jEC
y

jED
y

jEE
y

jEF
y

jEG
y

jEH
y

jEI
y

jEJ
y

jEK
y

jEL
y

jEM
y

jEN
y

jEO
y

jEP
y

jEQ
y

jER
y

jES
y

jET
y

jEU
y

jEV
y

jEW
y

jEX
y

jEY
y

jEZ
y

jE0
y

jE1
y

jE2
y

jE3
y

jE4
y

jE5
y

jE6
y

jE7
y

jE8
y

jE9
y

jE_
y

jE.
y

jFa
y

jFb
y

jFc
y

jFd
y

jFe
y

jFf
y

jFg
y

jFh
y

jFi
y

jFj
y

jFk
y

jFl
y

jFm
y

jFn
y

jFo
y

jFp
y

jFq
y

jFr
y

jFs
y

jFt
y

jFu
y

jFv
y

jFw
y

jFx
y

jFy
y

jFz
y

jFA
y

jFB
y

jFC
y

jFD
y

jFE
y

jFF
y

jFG
y

jFH
y

jFI
y

jFJ
y

jFK
y

jFL
y

jFM
y

jFN
y

jFO
y

jFP
y

jFQ
y

jFR
y

jFS
y

jFT
y

jFU
y

jFV
y

jFW
y

jFX
y

jFY
y

jFZ
y

jF0
y

jF1
y

jF2
y

jF3
y

jF4
y

jF5
y

jF6
y

jF7
y

jF8
y

jF9
y

jF_
y

jF.
y

jGa
y

jGb
y

jGc
y

jGd
y

jGe
y

jGf
y

jGg
y

jGh
y

jGi
y

jGj
y

jGk
y

jGl
y

jGm
y

jGn
y

jGo
y

jGp
y

jGq
y

jGr
y

jGs
y

jGt
y

jGu
y

jGv
y

jGw
y

jGx
y

jGy
y

jGz
y

jGA
y

jGB
y

jGC
y

jGD
y

jGE
y

jGF
y

jGG
y

jGH
y

jGI
y

jGJ
y

jGK
y

jGL
y

jGM
y

jGN
y

jGO
y

jGP
y

jGQ
y

jGR
y

jGS
y

jGT
y

jGU
y

jGV
y

jGW
y

jGX
y

jGY
y

jGZ
y

jG0
y

jG1
y

jG2
y

jG3
y

jG4
y

jG5
y

jG6
y

jG7
y

jG8
y

jG9
y

jG_
y

jG.
y

jHa
y

jHb
y

jHc
y

jHd
y

jHe
y

jHf
y

jHg
y

jHh
y

jHi
y

jHj
y

jHk
y

jHl
y

jHm
y

jHn
y

jHo
y

jHp
y

jHq
y

jHr
y

jHs
y

jHt
y

jHu
y

jHv
y

jHw
y

jHx
y

jHy
y

jHz
y

jHA
y

jHB
y

jHC
y

jHD
y

jHE
y

jHF
y

jHG
y

jHH
y

jHI
y

jHJ
y

jHK
y

jHL
y

jHM
y

jHN
y

jHO
y

jHP
y

jHQ
y

jHR
y

jHS
y

jHT
y

jHU
y

jHV
y

jHW
y

jHX
y

jHY
y

jHZ
y

jH0
y

jH1
y

jH2
y

jH3
y

jH4
y

jH5
y

jH6
y

jH7
y

jH8
y

jH9
y

jH_
y

jH.
y

jIa
y

jIb
y

jIc
y

jId
y

jIe
y

jIf
y

jIg
y

jIh
y

jIi
y

jIj
y

jIk
y

jIl
y

jIm
y

jIn
y

jIo
y

jIp
y

jIq
y

jIr
y

jIs
y

jIt
y

jIu
y

jIv
y

jIw
y

jIx
y

jIy
y

jIz
y

jIA
y

jIB
y

jIC
y

jID
y

jIE
y

jIF
y

jIG
y

jIH
y

jII
y

jIJ
y

jIK
y

jIL
y

jIM
y

jIN
y

jIO
y

jIP
y

jIQ
y

jIR
y

jIS
y

jIT
y

jIU
y

jIV
y

jIW
y

jIX
y

jIY
y

jIZ
y

jI0
y

jI1
y

jI2
y

jI3
y

jI4
y

jI5
y

jI6
y

jI7
y

jI8
y

jI9
y

jI_
y

jI.
y

jJa
y

jJb
y

jJc
y

jJd
y

jJe
y

jJf
y

jJg
y

jJh
y

jJi
y

jJj
y

jJk
y

jJl
y

jJm
y

jJn
y

jJo
y

jJp
y

jJq
y

jJr
y

jJs
y

jJt
y

jJu
y

jJv
y

jJw
y

jJx
y

jJy
y

jJz
y

jJA
y

jJB
y

jJC
y

jJD
y

jJE
y

jJF
y

jJG
y

jJH
y

jJI
y

jJJ
y

jJK
y

jJL
y

jJM
y

jJN
y

jJO
y

jJP
y

jJQ
y

jJR
y

jJS
y

jJT
y

jJU
y

jJV
y

jJW
y

jJX
y

jJY
y

jJZ
y

jJ0
y

jJ1
y

jJ2
y

jJ3
y

jJ4
y

jJ5
y

jJ6
y

jJ7
y

jJ8
y

jJ9
y

jJ_
y

jJ.
y

jKa
y

jKb
y

jKc
y

jKd
y

jKe
y

jKf
y

jKg
y

jKh
y

jKi
y

jKj
y

jKk
y

jKl
y

jKm
y

jKn
y

jKo
y

jKp
y

jKq
y

jKr
y

jKs
y

jKt
y

jKu
y

jKv
y

jKw
y

jKx
y

jKy
y

jKz
y

jKA
y

jKB
y

jKC
y

jKD
y

jKE
y

jKF
y

jKG
y

jKH
y

jKI
y

jKJ
y

jKK
y

jKL
y

jKM
y

jKN
y

jKO
y

jKP
y

jKQ
y

jKR
y

jKS
y

jKT
y

jKU
y

jKV
y

jKW
y

jKX
y

jKY
y

jKZ
y

jK0
y

jK1
y

jK2
y

jK3
y

jK4
y

jK5
y

jK6
y

jK7
y

jK8
y

jK9
y

jK_
y

jK.
y

jLa
y

jLb
y

jLc
y

jLd
y

jLe
y

jLf
y

jLg
y

jLh
y

jLi
y

jLj
y

jLk
y

jLl
y

jLm
y

jLn
y

jLo
y

jLp
y

jLq
y

jLr
y

jLs
y

jLt
y

jLu
y

jLv
y

jLw
y

jLx
y

jLy
y

jLz
y

jLA
y

jLB
y

jLC
y

jLD
y

jLE
y

jLF
y

jLG
y

jLH
y

jLI
y

jLJ
y

jLK
y

jLL
y

jLM
y

jLN
y

jLO
y

jLP
y

jLQ
y

jLR
y

jLS
y

jLT
y

jLU
y

jLV
y

jLW
y

jLX
y

jLY
y

jLZ
y

jL0
y

jL1
y

jL2
y

jL3
y

jL4
y

jL5
y

jL6
y

jL7
y

jL8
y

jL9
y

jL_
y

jL.
y

jMa
y

jMb
y

jMc
y

jMd
y

jMe
y

jMf
y

jMg
y

jMh
y

jMi
y

jMj
y

jMk
y

jMl
y

jMm
y

jMn
y

jMo
y

jMp
y

jMq
y

jMr
y

jMs
y

jMt
y

jMu
y

jMv
y

jMw
y

jMx
y

jMy
y

jMz
y

jMA
y

jMB
y

jMC
y

jMD
y

jME
y

jMF
y

jMG
y

jMH
y

jMI
y

jMJ
y

jMK
y

jML
y

jMM
y

jMN
y

jMO
y

jMP
y

jMQ
y

jMR
y

jMS
y

jMT
y

jMU
y

jMV
y

jMW
y

jMX
y

jMY
y

jMZ
y

jM0
y

jM1
y

jM2
y

jM3
y

jM4
y

jM5
y

jM6
y

jM7
y

jM8
y

jM9
y

jM_
y

jM.
y

jNa
y

jNb
y

jNc
y

jNd
y

jNe
y

jNf
y

jNg
y

jNh
y

jNi
y

jNj
y

jNk
y

jNl
y

jNm
y

jNn
y

jNo
y

jNp
y

jNq
y

jNr
y

jNs
y

jNt
y

jNu
y

jNv
y

jNw
y

jNx
y

jNy
y

jNz
y

jNA
y

jNB
y

jNC
y

jND
y

jNE
y

jNF
y

jNG
y

jNH
y

jNI
y

jNJ
y

jNK
y

jNL
y

jNM
y

jNN
y

jNO
y

jNP
y

jNQ
y

jNR
y

jNS
y

jNT
y

jNU
y

jNV
y

jNW
y

jNX
y

jNY
y

jNZ
y

jN0
y

jN1
y

jN2
y

jN3
y

jN4
y

jN5
y

jN6
y

jN7
y

jN8
y

jN9
y

jN_
y

jN.
y

jOa
y

jOb
y

jOc
y

jOd
y

jOe
y

jOf
y

jOg
y

jOh
y

jOi
y

jOj
y

jOk
y

jOl
y

jOm
y

jOn
y

jOo
y

jOp
y

jOq
y

jOr
y

jOs
y

jOt
y

jOu
y

jOv
y

jOw
y

jOx
y

jOy
y

jOz
y

jOA
y

jOB
y

jOC
y

jOD
y

jOE
y

jOF
y

jOG
y

jOH
y

jOI
y

jOJ
y

jOK
y

jOL
y

jOM
y

jON
y

jOO
y

jOP
y

jOQ
y

jOR
y

jOS
y

jOT
y

jOU
y

jOV
y

jOW
y

jOX
y

jOY
y

jOZ
y

jO0
y

jO1
y

jO2
y

jO3
y

jO4
y

jO5
y

jO6
y

jO7
y

jO8
y

jO9
y

jO_
y

jO.
y

jPa
y

jPb
y

jPc
y

jPd
y

jPe
y

jPf
y

jPg
y

jPh
y

jPi
y

jPj
y

jPk
y

jPl
y

jPm
y

jPn
y

jPo
y

jPp
y

jPq
y

jPr
y

jPs
y

jPt
y

jPu
y

jPv
y

jPw
y

jPx
y

jPy
y

jPz
y

jPA
y

jPB
y

jPC
y

jPD
y

jPE
y

jPF
y

jPG
y

jPH
y

jPI
y

jPJ
y

jPK
y

jPL
y

jPM
y

jPN
y

jPO
y

jPP
y

jPQ
y

jPR
y

jPS
y

jPT
y

jPU
y

jPV
y

jPW
y

jPX
y

jPY
y

jPZ
y

jP0
y

jP1
y

jP2
y

jP3
y

jP4
y

jP5
y

jP6
y

jP7
y

jP8
y

jP9
y

jP_
y

jP.
y

jQa
y

jQb
y

jQc
y

jQd
y

jQe
y

jQf
y

jQg
y

jQh
y

jQi
y

jQj
y

jQk
y

jQl
y

jQm
y

jQn
y

jQo
y

jQp
y

jQq
y

jQr
y

jQs
y

jQt
y

jQu
y

jQv
y

jQw
y

jQx
y

jQy
y

jQz
y

jQA
y

jQB
y

jQC
y

jQD
y

jQE
y

jQF
y

jQG
y

jQH
y

jQI
y

jQJ
y

jQK
y

jQL
y

jQM
y

jQN
y

jQO
y

jQP
y

jQQ
y

jQR
y

jQS
y

jQT
y

jQU
y

jQV
y

jQW
y

jQX
y

jQY
y

jQZ
y

jQ0
y

jQ1
y

jQ2
y

jQ3
y

jQ4
y

jQ5
y

jQ6
y

jQ7
y

jQ8
y

jQ9
y

jQ_
y

jQ.
y

jRa
y

jRb
y

jRc
y

jRd
y

jRe
y

jRf
y

jRg
y

jRh
y

jRi
y

jRj
y

jRk
y

jRl
y

jRm
y

jRn
y

jRo
y

jRp
y

jRq
y

jRr
y

jRs
y

jRt
y

jRu
y

jRv
y

jRw
y

jRx
y

jRy
y

jRz
y

jRA
y

jRB
y

jRC
y

jRD
y

jRE
y

jRF
y

jRG
y

jRH
y

jRI
y

jRJ
y

jRK
y

jRL
y

jRM
y

jRN
y

jRO
y

jRP
y

jRQ
y

jRR
y

jRS
y

jRT
y

jRU
y

jRV
y

jRW
y

jRX
y

jRY
y

jRZ
y

jR0
y

jR1
y

jR2
y

jR3
y

jR4
y

jR5
y

jR6
y

jR7
y

jR8
y

jR9
y

jR_
y

jR.
y

jSa
y

jSb
y

jSc
y

jSd
y

jSe
y

jSf
y

jSg
y

jSh
y

jSi
y

jSj
y

jSk
y

jSl
y

jSm
y

jSn
y

jSo
y

jSp
y

jSq
y

jSr
y

jSs
y

jSt
y

jSu
y

jSv
y

jSw
y

jSx
y

jSy
y

jSz
y

jSA
y

jSB
y

jSC
y

jSD
y

jSE
y

jSF
y

jSG
y

jSH
y

jSI
y

jSJ
y

jSK
y

jSL
y

jSM
y

jSN
y

jSO
y

jSP
y

jSQ
y

jSR
y

jSS
y

jST
y

jSU
y

jSV
y

jSW
y

jSX
y

jSY
y

jSZ
y

jS0
y

jS1
y

jS2
y

jS3
y

jS4
y

jS5
y

jS6
y

jS7
y

jS8
y

jS9
y

jS_
y

jS.
y

jTa
y

jTb
y

jTc
y

jTd
y

jTe
y

jTf
y

jTg
y

jTh
y

jTi
y

jTj
y

jTk
y

jTl
y

jTm
y

jTn
y

jTo
y

jTp
y

jTq
y

jTr
y

jTs
y

jTt
y

jTu
y

jTv
y

jTw
y

jTx
y

jTy
y

jTz
y

jTA
y

jTB
y

jTC
y

jTD
y

jTE
y

jTF
y

jTG
y

jTH
y

jTI
y

jTJ
y

jTK
y

jTL
y

jTM
y

jTN
y

jTO
y

jTP
y

jTQ
y

jTR
y

jTS
y

jTT
y

jTU
y

jTV
y

jTW
y

jTX
y

jTY
y

jTZ
y

jT0
y

jT1
y

jT2
y

jT3
y

jT4
y

jT5
y

jT6
y

jT7
y

jT8
y

jT9
y

jT_
y

jT.
y

jUa
y

jUb
y

jUc
y

jUd
y

jUe
y

jUf
y

jUg
y

jUh
y

jUi
y

jUj
y

jUk
y

jUl
y

jUm
y

jUn
y

jUo
y

jUp
y

jUq
y

jUr
y

jUs
y

jUt
y

jUu
y

jUv
y

jUw
y

jUx
y

jUy
y

jUz
y

jUA
y

jUB
y

jUC
y

jUD
y

jUE
y

jUF
y

jUG
y

jUH
y

jUI
y

jUJ
y

jUK
y

jUL
y

jUM
y

jUN
y

jUO
y

jUP
y

jUQ
y

jUR
y

jUS
y

jUT
y

jUU
y

jUV
y

jUW
y

jUX
y

jUY
y

jUZ
y

jU0
y

jU1
y

jU2
y

jU3
y

jU4
y

jU5
y

jU6
y

jU7
y

jU8
y

jU9
y

jU_
y

jU.
y

jVa
y

jVb
y

jVc
y

jVd
y

jVe
y

jVf
y

jVg
y

jVh
y

jVi
y

jVj
y

jVk
y

jVl
y

jVm
y

jVn
y

jVo
y

jVp
y

jVq
y

jVr
y

jVs
y

jVt
y

jVu
y

jVv
y

jVw
y

jVx
y

jVy
y

jVz
y

jVA
y

jVB
y

jVC
y

jVD
y

jVE
y

jVF
y

jVG
y

jVH
y

jVI
y

jVJ
y

jVK
y

jVL
y

jVM
y

jVN
y

jVO
y

jVP
y

jVQ
y

jVR
y

jVS
y

jVT
y

jVU
y

jVV
y

jVW
y

jVX
y

jVY
y

jVZ
y

jV0
y

jV1
y

jV2
y

jV3
y

jV4
y

jV5
y

jV6
y

jV7
y

jV8
y

jV9
y

jV_
y

jV.
y

jWa
y

jWb
y

jWc
y

jWd
y

jWe
y

jWf
y

jWg
y

jWh
y

jWi
y

jWj
y

jWk
y

jWl
y

jWm
y

jWn
y

jWo
y

jWp
y

jWq
y

jWr
y

jWs
y

jWt
y

jWu
y

jWv
y

jWw
y

jWx
y

jWy
y

jWz
y

jWA
y

jWB
y

jWC
y

jWD
y

jWE
y

jWF
y

jWG
y

jWH
y

jWI
y

jWJ
y

jWK
y

jWL
y

jWM
y

jWN
y

jWO
y

jWP
y

jWQ
y

jWR
y

jWS
y

jWT
y

jWU
y

jWV
y

jWW
y

jWX
y

jWY
y

jWZ
y

jW0
y

jW1
y

jW2
y

jW3
y

jW4
y

jW5
y

jW6
y

jW7
y

jW8
y

jW9
y

jW_
y

jW.
y

jXa
y

jXb
y

jXc
y

jXd
y

jXe
y

jXf
y

jXg
y

jXh
y

jXi
y

jXj
y

jXk
y

jXl
y

jXm
y

jXn
y

jXo
y

jXp
y

jXq
y

jXr
y

jXs
y

jXt
y

jXu
y

jXv
y

jXw
y

jXx
y

jXy
y

jXz
y

jXA
y

jXB
y

jXC
y

jXD
y

jXE
y

jXF
y

jXG
y

jXH
y

jXI
y

jXJ
y

jXK
y

jXL
y

jXM
y

jXN
y

jXO
y

jXP
y

jXQ
y

jXR
y

jXS
y

jXT
y

jXU
y

jXV
y

jXW
y

jXX
y

jXY
y

jXZ
y

jX0
y

jX1
y

jX2
y

jX3
y

jX4
y

jX5
y

jX6
y

jX7
y

jX8
y

jX9
y

jX_
y

jX.
y

jYa
y

jYb
y

jYc
y

jYd
y

jYe
y

jYf
y

jYg
y

jYh
y

jYi
y

jYj
y

jYk
y

jYl
y

jYm
y

jYn
y

jYo
y

jYp
y

jYq
y

jYr
y

jYs
y

jYt
y

jYu
y

jYv
y

jYw
y

jYx
y

jYy
y

jYz
y

jYA
y

jYB
y

jYC
y

jYD
y

jYE
y

jYF
y

jYG
y

jYH
y

jYI
y

jYJ
y

jYK
y

jYL
y

jYM
y

jYN
y

jYO
y

jYP
y

jYQ
y

jYR
y

jYS
y

jYT
y

jYU
y

jYV
y

jYW
y

jYX
y

jYY
y

jYZ
y

jY0
y

jY1
y

jY2
y

jY3
y

jY4
y

jY5
y

jY6
y

jY7
y

jY8
y

jY9
y

jY_
y

jY.
y

jZa
y

jZb
y

jZc
y

jZd
y

jZe
y

jZf
y

jZg
y

jZh
y

jZi
y

jZj
y

jZk
y

jZl
y

jZm
y

jZn
y

jZo
y

jZp
y

jZq
y

jZr
y

jZs
y

jZt
y

jZu
y

jZv
y

jZw
y

jZx
y

jZy
y

jZz
y

jZA
y

jZB
y

jZC
y

jZD
y

jZE
y

jZF
y

jZG
y

jZH
y

jZI
y

jZJ
y

jZK
y

jZL
y

jZM
y

jZN
y

jZO
y

jZP
y

jZQ
y

jZR
y

jZS
y

jZT
y

jZU
y

jZV
y

jZW
y

jZX
y

jZY
y

jZZ
y

jZ0
y

jZ1
y

jZ2
y

jZ3
y

jZ4
y

jZ5
y

jZ6
y

jZ7
y

jZ8
y

jZ9
y

jZ_
y

jZ.
y

j0a
y

j0b
y

j0c
y

j0d
y

j0e
y

j0f
y

j0g
y

j0h
y

j0i
y

j0j
y

j0k
y

j0l
y

j0m
y

j0n
y

j0o
y

j0p
y

j0q
y

j0r
y

j0s
y

j0t
y

j0u
y

j0v
y

j0w
y

j0x
y

j0y
y

j0z
y

j0A
y

j0B
y

j0C
y

j0D
y

j0E
y

j0F
y

j0G
y

j0H
y

j0I
y

j0J
y

j0K
y

j0L
y

j0M
y

j0N
y

j0O
y

j0P
y

j0Q
y

j0R
y

j0S
y

j0T
y

j0U
y

j0V
y

j0W
y

j0X
y

j0Y
y

j0Z
y

j00
y

j01
y

j02
y

j03
y

j04
y

j05
y

j06
y

j07
y

j08
y

j09
y

j0_
y

j0.
y

j1a
y

j1b
y

j1c
y

j1d
y

j1e
y

j1f
y

j1g
y

j1h
y

j1i
y

j1j
y

j1k
y

j1l
y

j1m
y

j1n
y

j1o
y

j1p
y

j1q
y

j1r
y

j1s
y

j1t
y

j1u
y

j1v
y

j1w
y

j1x
y

j1y
y

j1z
y

j1A
y

j1B
y

j1C
y

j1D
y

j1E
y

j1F
y

j1G
y

j1H
y

j1I
y

j1J
y

j1K
y

j1L
y

j1M
y

j1N
y

j1O
y

j1P
y

j1Q
y

j1R
y

j1S
y

j1T
y

j1U
y

j1V
y

j1W
y

j1X
y

j1Y
y

j1Z
y

j10
y

j11
y

j12
y

j13
y

j14
y

j15
y

j16
y

j17
y

j18
y

j19
y

j1_
y

j1.
y

j2a
y

j2b
y

j2c
y

j2d
y

j2e
y

j2f
y

j2g
y

j2h
y

j2i
y

j2j
y

j2k
y

j2l
y

j2m
y

j2n
y

j2o
y

j2p
y

j2q
y

j2r
y

j2s
y

j2t
y

j2u
y

j2v
y

j2w
y

j2x
y

j2y
y

j2z
y

j2A
y

j2B
y

j2C
y

j2D
y

j2E
y

j2F
y

j2G
y

j2H
y

j2I
y

j2J
y

j2K
y

j2L
y

j2M
y

j2N
y

j2O
y

j2P
y

j2Q
y

j2R
y

j2S
y

j2T
y

j2U
y

j2V
y

j2W
y

j2X
y

j2Y
y

j2Z
y

j20
y

j21
y

j22
y

j23
y

j24
y

j25
y

j26
y

j27
y

j28
y

j29
y

j2_
y

j2.
y

j3a
y

j3b
y

j3c
y

j3d
y

j3e
y

j3f
y

j3g
y

j3h
y

j3i
y

j3j
y

j3k
y

j3l
y

j3m
y

j3n
y

j3o
y

j3p
y

j3q
y

j3r
y

j3s
y

j3t
y

j3u
y

j3v
y

j3w
y

j3x
y

j3y
y

j3z
y

j3A
y

j3B
y

j3C
y

j3D
y

j3E
y

j3F
y

j3G
y

j3H
y

j3I
y

j3J
y

j3K
y

j3L
y

j3M
y

j3N
y

j3O
y

j3P
y

j3Q
y

j3R
y

j3S
y

j3T
y

j3U
y

j3V
y

j3W
y

j3X
y

j3Y
y

j3Z
y

j30
y

j31
y

j32
y

j33
y

j34
y

j35
y

j36
y

j37
y

j38
y

j39
y

j3_
y

j3.
y

j4a
y

j4b
y

j4c
y

j4d
y

j4e
y

j4f
y

j4g
y

j4h
y

j4i
y

j4j
y

j4k
y

j4l
y

j4m
y

j4n
y

j4o
y

j4p
y

j4q
y

j4r
y

j4s
y

j4t
y

j4u
y

j4v
y

j4w
y

j4x
y

j4y
y

j4z
y

j4A
y

j4B
y

j4C
y

j4D
y

j4E
y

j4F
y

j4G
y

j4H
y

j4I
y

j4J
y

j4K
y

j4L
y

j4M
y

j4N
y

j4O
y

j4P
y

j4Q
y

j4R
y

j4S
y

j4T
y

j4U
y

j4V
y

j4W
y

j4X
y

j4Y
y

j4Z
y

j40
y

j41
y

j42
y

j43
y

j44
y

j45
y

j46
y

j47
y

j48
y

j49
y

j4_
y

j4.
y

j5a
y

j5b
y

j5c
y

j5d
y

j5e
y

j5f
y

j5g
y

j5h
y

j5i
y

j5j
y

j5k
y

j5l
y

j5m
y

j5n
y

j5o
y

j5p
y

j5q
y

j5r
y

j5s
y

j5t
y

j5u
y

j5v
y

j5w
y

j5x
y

j5y
y

j5z
y

j5A
y

j5B
y

j5C
y

j5D
y

j5E
y

j5F
y

j5G
y

j5H
y

j5I
y

j5J
y

j5K
y

j5L
y

j5M
y

j5N
y

j5O
y

j5P
y

j5Q
y

j5R
y

j5S
y

j5T
y

j5U
y

j5V
y

j5W
y

j5X
y

j5Y
y

j5Z
y

j50
y

j51
y

j52
y

j53
y

j54
y

j55
y

j56
y

j57
y

j58
y

j59
y

j5_
y

j5.
y

j6a
y

j6b
y

j6c
y

j6d
y

j6e
y

j6f
y

j6g
y

j6h
y

j6i
y

j6j
y

j6k
y

j6l
y

j6m
y

j6n
y

j6o
y

j6p
y

j6q
y

j6r
y

j6s
y

j6t
y

j6u
y

j6v
y

j6w
y

j6x
y

j6y
y

j6z
y

j6A
y

j6B
y

j6C
y

j6D
y

j6E
y

j6F
y

j6G
y

j6H
y

j6I
y

j6J
y

j6K
y

j6L
y

j6M
y

j6N
y

j6O
y

j6P
y

j6Q
y

j6R
y

j6S
y

j6T
y

j6U
y

j6V
y

j6W
y

j6X
y

j6Y
y

j6Z
y

j60
y

j61
y

j62
y

j63
y

j64
y

j65
y

j66
y

j67
y

j68
y

j69
y

j6_
y

j6.
y

j7a
y

j7b
y

j7c
y

j7d
y

j7e
y

j7f
y

j7g
y

j7h
y

j7i
y

j7j
y

j7k
y

j7l
y

j7m
y

j7n
y

j7o
y

j7p
y

j7q
y

j7r
y

j7s
y

j7t
y

j7u
y

j7v
y

j7w
y

j7x
y

j7y
y

j7z
y

j7A
y

j7B
y

j7C
y

j7D
y

j7E
y

j7F
y

j7G
y

j7H
y

j7I
y

j7J
y

j7K
y

j7L
y

j7M
y

j7N
y

j7O
y

j7P
y

j7Q
y

j7R
y

j7S
y

j7T
y

j7U
y

j7V
y

j7W
y

j7X
y

j7Y
y

j7Z
y

j70
y

j71
y

j72
y

j73
y

j74
y

j75
y

j76
y

j77
y

j78
y

j79
y

j7_
y

j7.
y

j8a
y

j8b
y

j8c
y

j8d
y

j8e
y

j8f
y

j8g
y

j8h
y

j8i
y

j8j
y

j8k
y

j8l
y

j8m
y

j8n
y

j8o
y

j8p
y

j8q
y

j8r
y

j8s
y

j8t
y

j8u
y

j8v
y

j8w
y

j8x
y

j8y
y

j8z
y

j8A
y

j8B
y

j8C
y

j8D
y

j8E
y

j8F
y

j8G
y

j8H
y

j8I
y

j8J
y

j8K
y

j8L
y

j8M
y

j8N
y

j8O
y

j8P
y

j8Q
y

j8R
y

j8S
y

j8T
y

j8U
y

j8V
y

j8W
y

j8X
y

j8Y
y

j8Z
y

j80
y

j81
y

j82
y

j83
y

j84
y

j85
y

j86
y

j87
y

j88
y

j89
y

j8_
y

j8.
y

j9a
y

j9b
y

j9c
y

j9d
y

j9e
y

j9f
y

j9g
y

j9h
y

j9i
y

j9j
y

j9k
y

j9l
y

j9m
y

j9n
y

j9o
y

j9p
y

j9q
y

j9r
y

j9s
y

j9t
y

j9u
y

j9v
y

j9w
y

j9x
y

j9y
y

j9z
y

j9A
y

j9B
y

j9C
y

j9D
y

j9E
y

j9F
y

j9G
y

j9H
y

j9I
y

j9J
y

j9K
y

j9L
y

j9M
y

j9N
y

j9O
y

j9P
y

j9Q
y

j9R
y

j9S
y

j9T
y

j9U
y

j9V
y

j9W
y

j9X
y

j9Y
y

j9Z
y

j90
y

j91
y

j92
y

j93
y

j94
y

j95
y

j96
y

j97
y

j98
y

j99
y

j9_
y

j9.
y

j_a
y

j_b
y

j_c
y

j_d
y

j_e
y

j_f
y

j_g
y

j_h
y

j_i
y

j_j
y

j_k
y

j_l
y

j_m
y

j_n
y

j_o
y

j_p
y

j_q
y

j_r
y

j_s
y

j_t
y

j_u
y

j_v
y

j_w
y

j_x
y

j_y
y

j_z
y

j_A
y

j_B
y

j_C
y

j_D
y

j_E
y

j_F
y

j_G
y

j_H
y

j_I
y

j_J
y

j_K
y

j_L
y

j_M
y

j_N
y

j_O
y

j_P
y

j_Q
y

j_R
y

j_S
y

j_T
y

j_U
y

j_V
y

j_W
y

j_X
y

j_Y
y

j_Z
y

j_0
y

j_1
y

j_2
y

j_3
y

j_4
y

j_5
y

j_6
y

j_7
y

j_8
y

j_9
y

j__
y

j_.
y

j.a
y

j.b
y

j.c
y

j.d
y

j.e
y

j.f
y

j.g
y

j.h
y

j.i
y

j.j
y

j.k
y

j.l
y

j.m
y

j.n
y

j.o
y

j.p
y

j.q
y

j.r
y

j.s
y

j.t
y

j.u
y

j.v
y

j.w
y

j.x
y

j.y
y

j.z
y

j.A
y

j.B
y

j.C
y

j.D
y

j.E
y

j.F
y

j.G
y

j.H
y

j.I
y

j.J
y

j.K
y

j.L
y

j.M
y

j.N
y

j.O
y

j.P
y

j.Q
y

j.R
y

j.S
y

j.T
y

j.U
y

j.V
y

j.W
y

j.X
y

j.Y
y

j.Z
y

j.0
y

j.1
y

j.2
y

j.3
y

j.4
y

j.5
y

j.6
y

j.7
y

j.8
y

j.9
y

j._
y

j..
y

kaa
y

kab
y

kac
y

kad
y

kae
y

kaf
y

kag
y

kah
y

kai
y

kaj
y

kak
y

kal
y

kam
y

kan
y

kao
y

kap
y

kaq
y

kar
y

kas
y

kat
y

kau
y

kav
y

kaw
y

kax
y

kay
y

kaz
y

kaA
y

kaB
y

kaC
y

kaD
y

kaE
y

kaF
y

kaG
y

kaH
y

kaI
y

kaJ
y

kaK
y

kaL
y

kaM
y

kaN
y

kaO
y

kaP
y

kaQ
y

kaR
y

kaS
y

kaT
y

kaU
y

kaV
y

kaW
y

kaX
y

kaY
y

kaZ
y

ka0
y

ka1
y

ka2
y

ka3
y

ka4
y

ka5
y

ka6
y

ka7
y

ka8
y

ka9
y

ka_
y

ka.
y

kba
y

kbb
y

kbc
y

kbd
y

kbe
y

kbf
y

kbg
y

kbh
y

kbi
y

kbj
y

kbk
y

kbl
y

kbm
y

kbn
y

kbo
y

kbp
y

kbq
y

kbr
y

kbs
y

kbt
y

kbu
y

kbv
y

kbw
y

kbx
y

kby
y

kbz
y

kbA
y

kbB
y

kbC
y

kbD
y

kbE
y

kbF
y

kbG
y

kbH
y

kbI
y

kbJ
y

kbK
y

kbL
y

kbM
y

kbN
y

kbO
y

kbP
y

kbQ
y

kbR
y

kbS
y

kbT
y

kbU
y

kbV
y

kbW
y

kbX
y

kbY
y

kbZ
y

kb0
y

kb1
y

kb2
y

kb3
y

kb4
y

kb5
y

kb6
y

kb7
y

kb8
y

kb9
y

kb_
y

kb.
y

kca
y

kcb
y

kcc
y

kcd
y

kce
y

kcf
y

kcg
y

kch
y

kci
y

kcj
y

kck
y

kcl
y

kcm
y

kcn
y

kco
y

kcp
y

kcq
y

kcr
y

kcs
y

kct
y

kcu
y

kcv
y

kcw
y

kcx
y

kcy
y

kcz
y

kcA
y

kcB
y

kcC
y

kcD
y

kcE
y

kcF
y

kcG
y

kcH
y

kcI
y

kcJ
y

kcK
y

kcL
y

kcM
y

kcN
y

kcO
y

kcP
y

kcQ
y

kcR
y

kcS
y

kcT
y

kcU
y

kcV
y

kcW
y

kcX
y

kcY
y

kcZ
y

kc0
y

kc1
y

kc2
y

kc3
y

kc4
y

kc5
y

kc6
y

kc7
y

kc8
y

kc9
y

kc_
y

kc.
y

kda
y

kdb
y

kdc
y

kdd
y

kde
y

kdf
y

kdg
y

kdh
y

kdi
y

kdj
y

kdk
y

kdl
y

kdm
y

kdn
y

kdo
y

kdp
y

kdq
y

kdr
y

kds
y

kdt
y

kdu
y

kdv
y

kdw
y

kdx
y

kdy
y

kdz
y

kdA
y

kdB
y

kdC
y

kdD
y

kdE
y

kdF
y

kdG
y

kdH
y

kdI
y

kdJ
y

kdK
y

kdL
y

kdM
y

kdN
y

kdO
y

kdP
y

kdQ
y

kdR
y

kdS
y

kdT
y

kdU
y

kdV
y

kdW
y

kdX
y

kdY
y

kdZ
y

kd0
y

kd1
y

kd2
y

kd3
y

kd4
y

kd5
y

kd6
y

kd7
y

kd8
y

kd9
y

kd_
y

kd.
y

kea
y

keb
y

kec
y

ked
y

kee
y

kef
y

keg
y

keh
y

kei
y

kej
y

kek
y

kel
y

kem
y

ken
y

keo
y

kep
y

keq
y

ker
y

kes
y

ket
y

keu
y

kev
y

kew
y

kex
y

key
y

kez
y

keA
y

keB
y

keC
y

keD
y

keE
y

keF
y

keG
y

keH
y

keI
y

keJ
y

keK
y

keL
y

keM
y

keN
y

keO
y

keP
y

keQ
y

keR
y

keS
y

keT
y

keU
y

keV
y

keW
y

keX
y

keY
y

keZ
y

ke0
y

ke1
y

ke2
y

ke3
y

ke4
y

ke5
y

ke6
y

ke7
y

ke8
y

ke9
y

ke_
y

ke.
y

kfa
y

kfb
y

kfc
y

kfd
y

kfe
y

kff
y

kfg
y

kfh
y

kfi
y

kfj
y

kfk
y

kfl
y

kfm
y

kfn
y

kfo
y

kfp
y

kfq
y

kfr
y

kfs
y

kft
y

kfu
y

kfv
y

kfw
y

kfx
y

kfy
y

kfz
y

kfA
y

kfB
y

kfC
y

kfD
y

kfE
y

kfF
y

kfG
y

kfH
y

kfI
y

kfJ
y

kfK
y

kfL
y

kfM
y

kfN
y

kfO
y

kfP
y

kfQ
y

kfR
y

kfS
y

kfT
y

kfU
y

kfV
y

kfW
y

kfX
y

kfY
y

kfZ
y

kf0
y

kf1
y

kf2
y

kf3
y

kf4
y

kf5
y

kf6
y

kf7
y

kf8
y

kf9
y

kf_
y

kf.
y

kga
y

kgb
y

kgc
y

kgd
y

kge
y

kgf
y

kgg
y

kgh
y

kgi
y

kgj
y

kgk
y

kgl
y

kgm
y

kgn
y

kgo
y

kgp
y

kgq
y

kgr
y

kgs
y

kgt
y

kgu
y

kgv
y

kgw
y

kgx
y

kgy
y

kgz
y

kgA
y

kgB
y

kgC
y

kgD
y

kgE
y

kgF
y

kgG
y

kgH
y

kgI
y

kgJ
y

kgK
y

kgL
y

kgM
y

kgN
y

kgO
y

kgP
y

kgQ
y

kgR
y

kgS
y

kgT
y

kgU
y

kgV
y

kgW
y

kgX
y

kgY
y

kgZ
y

kg0
y

kg1
y

kg2
y

kg3
y

kg4
y

kg5
y

kg6
y

kg7
y

kg8
y

kg9
y

kg_
y

kg.
y

kha
y

khb
y

khc
y

khd
y

khe
y

khf
y

khg
y

khh
y

khi
y

khj
y

khk
y

khl
y

khm
y

khn
y

kho
y

khp
y

khq
y

khr
y

khs
y

kht
y

khu
y

khv
y

khw
y

khx
y

khy
y

khz
y

khA
y

khB
y

khC
y

khD
y

khE
y

khF
y

khG
y

khH
y

khI
y

khJ
y

khK
y

khL
y

khM
y

khN
y

khO
y

khP
y

khQ
y

khR
y

khS
y

khT
y

khU
y

khV
y

khW
y

khX
y

khY
y

khZ
y

kh0
y

kh1
y

kh2
y

kh3
y

kh4
y

kh5
y

kh6
y

kh7
y

kh8
y

kh9
y

kh_
y

kh.
y

kia
y

kib
y

kic
y

kid
y

kie
y

kif
y

kig
y

kih
y

kii
y

kij
y

kik
y

kil
y

kim
y

kin
y

kio
y

kip
y

kiq
y

kir
y

kis
y

kit
y

kiu
y

kiv
y

kiw
y

kix
y

kiy
y

kiz
y

kiA
y

kiB
y

kiC
y

kiD
y

kiE
y

kiF
y

kiG
y

kiH
y

kiI
y

kiJ
y

kiK
y

kiL
y

kiM
y

kiN
y

kiO
y

kiP
y

kiQ
y

kiR
y

kiS
y

kiT
y

kiU
y

kiV
y

kiW
y

kiX
y

kiY
y

kiZ
y

ki0
y

ki1
y

ki2
y

ki3
y

ki4
y

ki5
y

ki6
y

ki7
y

ki8
y

ki9
y

ki_
y

ki.
y

kja
y

kjb
y

kjc
y

kjd
y

kje
y

kjf
y

kjg
y

kjh
y

kji
y

kjj
y

kjk
y

kjl
y

kjm
y

kjn
y

kjo
y

kjp
y

kjq
y

kjr
y

kjs
y

kjt
y

kju
y

kjv
y

kjw
y

kjx
y

kjy
y

kjz
y

kjA
y

kjB
y

kjC
y

kjD
y

kjE
y

kjF
y

kjG
y

kjH
y

kjI
y

kjJ
y

kjK
y

kjL
y

kjM
y

kjN
y

kjO
y

kjP
y

kjQ
y

kjR
y

kjS
y

kjT
y

kjU
y

kjV
y

kjW
y

kjX
y

kjY
y

kjZ
y

kj0
y

kj1
y

kj2
y

kj3
y

kj4
y

kj5
y

kj6
y

kj7
y

kj8
y

kj9
y

kj_
y

kj.
y

kka
y

kkb
y

kkc
y

kkd
y

kke
y

kkf
y

kkg
y

kkh
y

kki
y

kkj
y

kkk
y

kkl
y

kkm
y

kkn
y

kko
y

kkp
y

kkq
y

kkr
y

kks
y

kkt
y

kku
y

kkv
y

kkw
y

kkx
y

kky
y

kkz
y

kkA
y

kkB
y

kkC
y

kkD
y

kkE
y

kkF
y

kkG
y

kkH
y

kkI
y

kkJ
y

kkK
y

kkL
y

kkM
y

kkN
y

kkO
y

kkP
y

kkQ
y

kkR
y

kkS
y

kkT
y

kkU
y

kkV
y

kkW
y

kkX
y

kkY
y

kkZ
y

kk0
y

kk1
y

kk2
y

kk3
y

kk4
y

kk5
y

kk6
y

kk7
y

kk8
y

kk9
y

kk_
y

kk.
y

kla
y

klb
y

klc
y

kld
y

kle
y

klf
y

klg
y

klh
y

kli
y

klj
y

klk
y

kll
y

klm
y

kln
y

klo
y

klp
y

klq
y

klr
y

kls
y

klt
y

klu
y

klv
y

klw
y

klx
y

kly
y

klz
y

klA
y

klB
y

klC
y

klD
y

klE
y

klF
y

klG
y

klH
y

klI
y

klJ
y

klK
y

klL
y

klM
y

klN
y

klO
y

klP
y

klQ
y

klR
y

klS
y

klT
y

klU
y

klV
y

klW
y

klX
y

klY
y

klZ
y

kl0
y

kl1
y

kl2
y

kl3
y

kl4
y

kl5
y

kl6
y

kl7
y

kl8
y

kl9
y

kl_
y

kl.
y

kma
y

kmb
y

kmc
y

kmd
y

kme
y

kmf
y

kmg
y

kmh
y

kmi
y

kmj
y

kmk
y

kml
y

kmm
y

kmn
y

kmo
y

kmp
y

kmq
y

kmr
y

kms
y

kmt
y

kmu
y

kmv
y

kmw
y

kmx
y

kmy
y

kmz
y

kmA
y

kmB
y

kmC
y

kmD
y

kmE
y

kmF
y

kmG
y

kmH
y

kmI
y

kmJ
y

kmK
y

kmL
y

kmM
y

kmN
y

kmO
y

kmP
y

kmQ
y

kmR
y

kmS
y

kmT
y

kmU
y

kmV
y

kmW
y

kmX
y

kmY
y

kmZ
y

km0
y

km1
y

km2
y

km3
y

km4
y

km5
y

km6
y

km7
y

km8
y

km9
y

km_
y

km.
y

kna
y

knb
y

knc
y

knd
y

kne
y

knf
y

kng
y

knh
y

kni
y

knj
y

knk
y

knl
y

knm
y

knn
y

kno
y

knp
y

knq
y

knr
y

kns
y

knt
y

knu
y

knv
y

knw
y

knx
y

kny
y

knz
y

knA
y

knB
y

knC
y

knD
y

knE
y

knF
y

knG
y

knH
y

knI
y

knJ
y

knK
y

knL
y

knM
y

knN
y

knO
y

knP
y

knQ
y

knR
y

knS
y

knT
y

knU
y

knV
y

knW
y

knX
y

knY
y

knZ
y

kn0
y

kn1
y

kn2
y

kn3
y

kn4
y

kn5
y

kn6
y

kn7
y

kn8
y

kn9
y

kn_
y

kn.
y

koa
y

kob
y

koc
y

kod
y

koe
y

kof
y

kog
y

koh
y

koi
y

koj
y

kok
y

kol
y

kom
y

kon
y

koo
y

kop
y

koq
y

kor
y

kos
y

kot
y

kou
y

kov
y

kow
y

kox
y

koy
y

koz
y

koA
y

koB
y

koC
y

koD
y

koE
y

koF
y

koG
y

koH
y

koI
y

koJ
y

koK
y

koL
y

koM
y

koN
y

koO
y

koP
y

koQ
y

koR
y

koS
y

koT
y

koU
y

koV
y

koW
y

koX
y

koY
y

koZ
y

ko0
y

ko1
y

ko2
y

ko3
y

ko4
y

ko5
y

ko6
y

ko7
y

ko8
y

ko9
y

ko_
y

ko.
y

kpa
y

kpb
y

kpc
y

kpd
y

kpe
y

kpf
y

kpg
y

kph
y

kpi
y

kpj
y

kpk
y

kpl
y

kpm
y

kpn
y

kpo
y

kpp
y

kpq
y

kpr
y

kps
y

kpt
y

kpu
y

kpv
y

kpw
y

kpx
y

kpy
y

kpz
y

kpA
y

kpB
y

kpC
y

kpD
y

kpE
y

kpF
y

kpG
y

kpH
y

kpI
y

kpJ
y

kpK
y

kpL
y

kpM
y

kpN
y

kpO
y

kpP
y

kpQ
y

kpR
y

kpS
y

kpT
y

kpU
y

kpV
y

kpW
y

kpX
y

kpY
y

kpZ
y

kp0
y

kp1
y

kp2
y

kp3
y

kp4
y

kp5
y

kp6
y

kp7
y

kp8
y

kp9
y

kp_
y

kp.
y

kqa
y

kqb
y

kqc
y

kqd
y

kqe
y

kqf
y

kqg
y

kqh
y

kqi
y

kqj
y

kqk
y

kql
y

kqm
y

kqn
y

kqo
y

kqp
y

kqq
y

kqr
y

kqs
y

kqt
y

kqu
y

kqv
y

kqw
y

kqx
y

kqy
y

kqz
y

kqA
y

kqB
y

kqC
y

kqD
y

kqE
y

kqF
y

kqG
y

kqH
y

kqI
y

kqJ
y

kqK
y

kqL
y

kqM
y

kqN
y

kqO
y

kqP
y

kqQ
y

kqR
y

kqS
y

kqT
y

kqU
y

kqV
y

kqW
y

kqX
y

kqY
y

kqZ
y

kq0
y

kq1
y

kq2
y

kq3
y

kq4
y

kq5
y

kq6
y

kq7
y

kq8
y

kq9
y

kq_
y

kq.
y

kra
y

krb
y

krc
y

krd
y

kre
y

krf
y

krg
y

krh
y

kri
y

krj
y

krk
y

krl
y

krm
y

krn
y

kro
y

krp
y

krq
y

krr
y

krs
y

krt
y

kru
y

krv
y

krw
y

krx
y

kry
y

krz
y

krA
y

krB
y

krC
y

krD
y

krE
y

krF
y

krG
y

krH
y

krI
y

krJ
y

krK
y

krL
y

krM
y

krN
y

krO
y

krP
y

krQ
y

krR
y

krS
y

krT
y

krU
y

krV
y

krW
y

krX
y

krY
y

krZ
y

kr0
y

kr1
y

kr2
y

kr3
y

kr4
y

kr5
y

kr6
y

kr7
y

kr8
y

kr9
y

kr_
y

kr.
y

ksa
y

ksb
y

ksc
y

ksd
y

kse
y

ksf
y

ksg
y

ksh
y

ksi
y

ksj
y

ksk
y

ksl
y

ksm
y

ksn
y

kso
y

ksp
y

ksq
y

ksr
y

kss
y

kst
y

ksu
y

ksv
y

ksw
y

ksx
y

ksy
y

ksz
y

ksA
y

ksB
y

ksC
y

ksD
y

ksE
y

ksF
y

ksG
y

ksH
y

ksI
y

ksJ
y

ksK
y

ksL
y

ksM
y

ksN
y

ksO
y

ksP
y

ksQ
y

ksR
y

ksS
y

ksT
y

ksU
y

ksV
y

ksW
y

ksX
y

ksY
y

ksZ
y

ks0
y

ks1
y

ks2
y

ks3
y

ks4
y

ks5
y

ks6
y

ks7
y

ks8
y

ks9
y

ks_
y

ks.
y

kta
y

ktb
y

ktc
y

ktd
y

kte
y

ktf
y

ktg
y

kth
y

kti
y

ktj
y

ktk
y

ktl
y

ktm
y

ktn
y

kto
y

ktp
y

ktq
y

ktr
y

kts
y

ktt
y

ktu
y

ktv
y

ktw
y

ktx
y

kty
y

ktz
y

ktA
y

ktB
y

ktC
y

ktD
y

ktE
y

ktF
y

ktG
y

ktH
y

ktI
y

ktJ
y

ktK
y

ktL
y

ktM
y

ktN
y

ktO
y

ktP
y

ktQ
y

ktR
y

ktS
y

ktT
y

ktU
y

ktV
y

ktW
y

ktX
y

ktY
y

ktZ
y

kt0
y

kt1
y

kt2
y

kt3
y

kt4
y

kt5
y

kt6
y

kt7
y

kt8
y

kt9
y

kt_
y

kt.
y

kua
y

kub
y

kuc
y

kud
y

kue
y

kuf
y

kug
y

kuh
y

kui
y

kuj
y

kuk
y

kul
y

kum
y

kun
y

kuo
y

kup
y

kuq
y

kur
y

kus
y

kut
y

kuu
y

kuv
y

kuw
y

kux
y

kuy
y

kuz
y

kuA
y

kuB
y

kuC
y

kuD
y

kuE
y

kuF
y

kuG
y

kuH
y

kuI
y

kuJ
y

kuK
y

kuL
y

kuM
y

kuN
y

kuO
y

kuP
y

kuQ
y

kuR
y

kuS
y

kuT
y

kuU
y

kuV
y

kuW
y

kuX
y

kuY
y

kuZ
y

ku0
y

ku1
y

ku2
y

ku3
y

ku4
y

ku5
y

ku6
y

ku7
y

ku8
y

ku9
y

ku_
y

ku.
y

kva
y

kvb
y

kvc
y

kvd
y

kve
y

kvf
y

kvg
y

kvh
y

kvi
y

kvj
y

kvk
y

kvl
y

kvm
y

kvn
y

kvo
y

kvp
y

kvq
y

kvr
y

kvs
y

kvt
y

kvu
y

kvv
y

kvw
y

kvx
y

kvy
y

kvz
y

kvA
y

kvB
y

kvC
y

kvD
y

kvE
y

kvF
y

kvG
y

kvH
y

kvI
y

kvJ
y

kvK
y

kvL
y

kvM
y

kvN
y

kvO
y

kvP
y

kvQ
y

kvR
y

kvS
y

kvT
y

kvU
y

kvV
y

kvW
y

kvX
y

kvY
y

kvZ
y

kv0
y

kv1
y

kv2
y

kv3
y

kv4
y

kv5
y

kv6
y

kv7
y

kv8
y

kv9
y

kv_
y

kv.
y

kwa
y

kwb
y

kwc
y

kwd
y

kwe
y

kwf
y

kwg
y

kwh
y

kwi
y

kwj
y

kwk
y

kwl
y

kwm
y

kwn
y

kwo
y

kwp
y

kwq
y

kwr
y

kws
y

kwt
y

kwu
y

kwv
y

kww
y

kwx
y

kwy
y

kwz
y

kwA
y

kwB
y

kwC
y

kwD
y

kwE
y

kwF
y

kwG
y

kwH
y

kwI
y

kwJ
y

kwK
y

kwL
y

kwM
y

kwN
y

kwO
y

kwP
y

kwQ
y

kwR
y

kwS
y

kwT
y

kwU
y

kwV
y

kwW
y

kwX
y

kwY
y

kwZ
y

kw0
y

kw1
y

kw2
y

kw3
y

kw4
y

kw5
y

kw6
y

kw7
y

kw8
y

kw9
y

kw_
y

kw.
y

kxa
y

kxb
y

kxc
y

kxd
y

kxe
y

kxf
y

kxg
y

kxh
y

kxi
y

kxj
y

kxk
y

kxl
y

kxm
y

kxn
y

kxo
y

kxp
y

kxq
y

kxr
y

kxs
y

kxt
y

kxu
y

kxv
y

kxw
y

kxx
y

kxy
y

kxz
y

kxA
y

kxB
y

kxC
y

kxD
y

kxE
y

kxF
y

kxG
y

kxH
y

kxI
y

kxJ
y

kxK
y

kxL
y

kxM
y

kxN
y

kxO
y

kxP
y

kxQ
y

kxR
y

kxS
y

kxT
y

kxU
y

kxV
y

kxW
y

kxX
y

kxY
y

kxZ
y

kx0
y

kx1
y

kx2
y

kx3
y

kx4
y

kx5
y

kx6
y

kx7
y

kx8
y

kx9
y

kx_
y

kx.
y

kya
y

kyb
y

kyc
y

kyd
y

kye
y

kyf
y

kyg
y

kyh
y

kyi
y

kyj
y

kyk
y

kyl
y

kym
y

kyn
y

kyo
y

kyp
y

kyq
y

kyr
y

kys
y

kyt
y

kyu
y

kyv
y

kyw
y

kyx
y

kyy
y

kyz
y

kyA
y

kyB
y

kyC
y

kyD
y

kyE
y

kyF
y

kyG
y

kyH
y

kyI
y

kyJ
y

kyK
y

kyL
y

kyM
y

kyN
y

kyO
y

kyP
y

kyQ
y

kyR
y

kyS
y

kyT
y

kyU
y

kyV
y

kyW
y

kyX
y

kyY
y

kyZ
y

ky0
y

ky1
y

ky2
y

ky3
y

ky4
y

ky5
y

ky6
y

ky7
y

ky8
y

ky9
y

ky_
y

ky.
y

kza
y

kzb
y

kzc
y

kzd
y

kze
y

kzf
y

kzg
y

kzh
y

kzi
y

kzj
y

kzk
y

kzl
y

kzm
y

kzn
y

kzo
y

kzp
y

kzq
y

kzr
y

kzs
y

kzt
y

kzu
y

kzv
y

kzw
y

kzx
y

kzy
y

kzz
y

kzA
y

kzB
y

kzC
y

kzD
y

kzE
y

kzF
y

kzG
y

kzH
y

kzI
y

kzJ
y

kzK
y

kzL
y

kzM
y

kzN
y

kzO
y

kzP
y

kzQ
y

kzR
y

kzS
y

kzT
y

kzU
y

kzV
y

kzW
y

kzX
y

kzY
y

kzZ
y

kz0
y

kz1
y

kz2
y

kz3
y

kz4
y

kz5
y

kz6
y

kz7
y

kz8
y

kz9
y

kz_
y

kz.
y

kAa
y

kAb
y

kAc
y

kAd
y

kAe
y

kAf
y

kAg
y

kAh
y

kAi
y

kAj
y

kAk
y

kAl
y

kAm
y

kAn
y

kAo
y

kAp
y

kAq
y

kAr
y

kAs
y

kAt
y

kAu
y

kAv
y

kAw
y

kAx
y

kAy
y

kAz
y

kAA
y

kAB
y

kAC
y

kAD
y

kAE
y

kAF
y

kAG
y

kAH
y

kAI
y

kAJ
y

kAK
y

kAL
y

kAM
y

kAN
y

kAO
y

kAP
y

kAQ
y

kAR
y

kAS
y

kAT
y

kAU
y

kAV
y

kAW
y

kAX
y

kAY
y

kAZ
y

kA0
y

kA1
y

kA2
y

kA3
y

kA4
y

kA5
y

kA6
y

kA7
y

kA8
y

kA9
y

kA_
y

kA.
y

kBa
y

kBb
y

kBc
y

kBd
y

kBe
y

kBf
y

kBg
y

kBh
y

kBi
y

kBj
y

kBk
y

kBl
y

kBm
y

kBn
y

kBo
y

kBp
y

kBq
y

kBr
y

kBs
y

kBt
y

kBu
y

kBv
y

kBw
y

kBx
y

kBy
y

kBz
y

kBA
y

kBB
y

kBC
y

kBD
y

kBE
y

kBF
y

kBG
y

kBH
y

kBI
y

kBJ
y

kBK
y

kBL
y

kBM
y

kBN
y

kBO
y

kBP
y

kBQ
y

kBR
y

kBS
y

kBT
y

kBU
y

kBV
y

kBW
y

kBX
y

kBY
y

kBZ
y

kB0
y

kB1
y

kB2
y

kB3
y

kB4
y

kB5
y

kB6
y

kB7
y

kB8
y

kB9
y

kB_
y

kB.
y

kCa
y

kCb
y

kCc
y

kCd
y

kCe
y

kCf
y

kCg
y

kCh
y

kCi
y

kCj
y

kCk
y

kCl
y

kCm
y

kCn
y

kCo
y

kCp
y

kCq
y

kCr
y

kCs
y

kCt
y

kCu
y

kCv
y

kCw
y

kCx
y

kCy
y

kCz
y

kCA
y

kCB
y

kCC
y

kCD
y

kCE
y

kCF
y

kCG
y

kCH
y

kCI
y

kCJ
y

kCK
y

kCL
y

kCM
y

kCN
y

kCO
y

kCP
y

kCQ
y

kCR
y

kCS
y

kCT
y

kCU
y

kCV
y

kCW
y

kCX
y

kCY
y

kCZ
y

kC0
y

kC1
y

kC2
y

kC3
y

kC4
y

kC5
y

kC6
y

kC7
y

kC8
y

kC9
y

kC_
y

kC.
y

kDa
y

kDb
y

kDc
y

kDd
y

kDe
y

kDf
y

kDg
y

kDh
y

kDi
y

kDj
y

kDk
y

kDl
y

kDm
y

kDn
y

kDo
y

kDp
y

kDq
y

kDr
y

kDs
y

kDt
y

kDu
y

kDv
y

kDw
y

kDx
y

kDy
y

kDz
y

kDA
y

kDB
y

kDC
y

kDD
y

kDE
y

kDF
y

kDG
y

kDH
y

kDI
y

kDJ
y

kDK
y

kDL
y

kDM
y

kDN
y

kDO
y

kDP
y

kDQ
y

kDR
y

kDS
y

kDT
y

kDU
y

kDV
y

kDW
y

kDX
y

kDY
y

kDZ
y

kD0
y

kD1
y

kD2
y

kD3
y

kD4
y

kD5
y

kD6
y

kD7
y

kD8
y

kD9
y

kD_
y

kD.
y

kEa
y

kEb
y

kEc
y

kEd
y

kEe
y

kEf
y

kEg
y

kEh
y

kEi
y

kEj
y

kEk
y

kEl
y

kEm
y

kEn
y

kEo
y

kEp
y

kEq
y

kEr
y

kEs
y

kEt
y

kEu
y

kEv
y

kEw
y

kEx
y

kEy
y

kEz
y

kEA
y

kEB
y

kEC
y

kED
y

kEE
y

kEF
y

kEG
y

kEH
y

kEI
y

kEJ
y

kEK
y

kEL
y

kEM
y

kEN
y

kEO
y

kEP
y

kEQ
y

kER
y

kES
y

kET
y

kEU
y

kEV
y

kEW
y

kEX
y

kEY
y

kEZ
y

kE0
y

kE1
y

kE2
y

kE3
y

kE4
y

kE5
y

kE6
y

kE7
y

kE8
y

kE9
y

kE_
y

kE.
y

kFa
y

kFb
y

kFc
y

kFd
y

kFe
y

kFf
y

kFg
y

kFh
y

kFi
y

kFj
y

kFk
y

kFl
y

kFm
y

kFn
y

kFo
y

kFp
y

kFq
y

kFr
y

kFs
y

kFt
y

kFu
y

kFv
y

kFw
y

kFx
y

kFy
y

kFz
y

kFA
y

kFB
y

kFC
y

kFD
y

kFE
y

kFF
y

kFG
y

kFH
y

kFI
y

kFJ
y

kFK
y

kFL
y

kFM
y

kFN
y

kFO
y

kFP
y

kFQ
y

kFR
y

kFS
y

kFT
y

kFU
y

kFV
y

kFW
y

kFX
y

kFY
y

kFZ
y

kF0
y

kF1
y

kF2
y

kF3
y

kF4
y

kF5
y

kF6
y

kF7
y

kF8
y

kF9
y

kF_
y

kF.
y

kGa
y

kGb
y

kGc
y

kGd
y

kGe
y

kGf
y

kGg
y

kGh
y

kGi
y

kGj
y

kGk
y

kGl
y

kGm
y

kGn
y

kGo
y

kGp
y

kGq
y

kGr
y

kGs
y

kGt
y

kGu
y

kGv
y

kGw
y

kGx
y

kGy
y

kGz
y

kGA
y

kGB
y

kGC
y

kGD
y

kGE
y

kGF
y

kGG
y

kGH
y

kGI
y

kGJ
y

kGK
y

kGL
y

kGM
y

kGN
y

kGO
y

kGP
y

kGQ
y

kGR
y

kGS
y

kGT
y

kGU
y

kGV
y

kGW
y

kGX
y

kGY
y

kGZ
y

kG0
y

kG1
y

kG2
y

kG3
y

kG4
y

kG5
y

kG6
y

kG7
y

kG8
y

kG9
y

kG_
y

kG.
y

kHa
y

kHb
y

kHc
y

kHd
y

kHe
y

kHf
y

kHg
y

kHh
y

kHi
y

kHj
y

kHk
y

kHl
y

kHm
y

kHn
y

kHo
y

kHp
y

kHq
y

kHr
y

kHs
y

kHt
y

kHu
y

kHv
y

kHw
y

kHx
y

kHy
y

kHz
y

kHA
y

kHB
y

kHC
y

kHD
y

kHE
y

kHF
y

kHG
y

kHH
y

kHI
y

kHJ
y

kHK
y

kHL
y

kHM
y

kHN
y

kHO
y

kHP
y

kHQ
y

kHR
y

kHS
y

kHT
y

kHU
y

kHV
y

kHW
y

kHX
y

kHY
y

kHZ
y

kH0
y

kH1
y

kH2
y

kH3
y

kH4
y

kH5
y

kH6
y

kH7
y

kH8
y

kH9
y

kH_
y

kH.
y

kIa
y

kIb
y

kIc
y

kId
y

kIe
y

kIf
y

kIg
y

kIh
y

kIi
y

kIj
y

kIk
y

kIl
y

kIm
y

kIn
y

kIo
y

kIp
y

kIq
y

kIr
y

kIs
y

kIt
y

kIu
y

kIv
y

kIw
y

kIx
y

kIy
y

kIz
y

kIA
y

kIB
y

kIC
y

kID
y

kIE
y

kIF
y

kIG
y

kIH
y

kII
y

kIJ
y

kIK
y

kIL
y

kIM
y

kIN
y

kIO
y

kIP
y

kIQ
y

kIR
y

kIS
y

kIT
y

kIU
y

kIV
y

kIW
y

kIX
y

kIY
y

kIZ
y

kI0
y

kI1
y

kI2
y

kI3
y

kI4
y

kI5
y

kI6
y

kI7
y

kI8
y

kI9
y

kI_
y

kI.
y

kJa
y

kJb
y

kJc
y

kJd
y

kJe
y

kJf
y

kJg
y

kJh
y

kJi
y

kJj
y

kJk
y

kJl
y

kJm
y

kJn
y

kJo
y

kJp
y

kJq
y

kJr
y

kJs
y

kJt
y

kJu
y

kJv
y

kJw
y

kJx
y

kJy
y

kJz
y

kJA
y

kJB
y

kJC
y

kJD
y

kJE
y

kJF
y

kJG
y

kJH
y

kJI
y

kJJ
y

kJK
y

kJL
y

kJM
y

kJN
y

kJO
y

kJP
y

kJQ
y

kJR
y

kJS
y

kJT
y

kJU
y

kJV
y

kJW
y

kJX
y

kJY
y

kJZ
y

kJ0
y

kJ1
y

kJ2
y

kJ3
y

kJ4
y

kJ5
y

kJ6
y

kJ7
y

kJ8
y

kJ9
y

kJ_
y

kJ.
y

kKa
y

kKb
y

kKc
y

kKd
y

kKe
y

kKf
y

kKg
y

kKh
y

kKi
y

kKj
y

kKk
y

kKl
y

kKm
y

kKn
y

kKo
y

kKp
y

kKq
y

kKr
y

kKs
y

kKt
y

kKu
y

kKv
y

kKw
y

kKx
y

kKy
y

kKz
y

kKA
y

kKB
y

kKC
y

kKD
y

kKE
y

kKF
y

kKG
y

kKH
y

kKI
y

kKJ
y

kKK
y

kKL
y

kKM
y

kKN
y

kKO
y

kKP
y

kKQ
y

kKR
y

kKS
y

kKT
y

kKU
y

kKV
y

kKW
y

kKX
y

kKY
y

kKZ
y

kK0
y

kK1
y

kK2
y

kK3
y

kK4
y

kK5
y

kK6
y

kK7
y

kK8
y

kK9
y

kK_
y

kK.
y

kLa
y

kLb
y

kLc
y

kLd
y

kLe
y

kLf
y

kLg
y

kLh
y

kLi
y

kLj
y

kLk
y

kLl
y

kLm
y

kLn
y

kLo
y

kLp
y

kLq
y

kLr
y

kLs
y

kLt
y

kLu
y

kLv
y

kLw
y

kLx
y

kLy
y

kLz
y

kLA
y

kLB
y

kLC
y

kLD
y

kLE
y

kLF
y

kLG
y

kLH
y

kLI
y

kLJ
y

kLK
y

kLL
y

kLM
y

kLN
y

kLO
y

kLP
y

kLQ
y

kLR
y

kLS
y

kLT
y

kLU
y

kLV
y

kLW
y

kLX
y

kLY
y

kLZ
y

kL0
y

kL1
y

kL2
y

kL3
y

kL4
y

kL5
y

kL6
y

kL7
y

kL8
y

kL9
y

kL_
y

kL.
y

kMa
y

kMb
y

kMc
y

kMd
y

kMe
y

kMf
y

kMg
y

kMh
y

kMi
y

kMj
y

kMk
y

kMl
y

kMm
y

kMn
y

kMo
y

kMp
y

kMq
y

kMr
y

kMs
y

kMt
y

kMu
y

kMv
y

kMw
y

kMx
y

kMy
y

kMz
y

kMA
y

kMB
y

kMC
y

kMD
y

kME
y

kMF
y

kMG
y

kMH
y

kMI
y

kMJ
y

kMK
y

kML
y

kMM
y

kMN
y

kMO
y

kMP
y

kMQ
y

kMR
y

kMS
y

kMT
y

kMU
y

kMV
y

kMW
y

kMX
y

kMY
y

kMZ
y

kM0
y

kM1
y

kM2
y

kM3
y

kM4
y

kM5
y

kM6
y

kM7
y

kM8
y

kM9
y

kM_
y

kM.
y

kNa
y

kNb
y

kNc
y

kNd
y

kNe
y

kNf
y

kNg
y

kNh
y

kNi
y

kNj
y

kNk
y

kNl
y

kNm
y

kNn
y

kNo
y

kNp
y

kNq
y

kNr
y

kNs
y

kNt
y

kNu
y

kNv
y

kNw
y

kNx
y

kNy
y

kNz
y

kNA
y

kNB
y

kNC
y

kND
y

kNE
y

kNF
y

kNG
y

kNH
y

kNI
y

kNJ
y

kNK
y

kNL
y

kNM
y

kNN
y

kNO
y

kNP
y

kNQ
y

kNR
y

kNS
y

kNT
y

kNU
y

kNV
y

kNW
y

kNX
y

kNY
y

kNZ
y

kN0
y

kN1
y

kN2
y

kN3
y

kN4
y

kN5
y

kN6
y

kN7
y

kN8
y

kN9
y

kN_
y

kN.
y

kOa
y

kOb
y

kOc
y

kOd
y

kOe
y

kOf
y

kOg
y

kOh
y

kOi
y

kOj
y

kOk
y

kOl
y

kOm
y

kOn
y

kOo
y

kOp
y

kOq
y

kOr
y

kOs
y

kOt
y

kOu
y

kOv
y

kOw
y

kOx
y

kOy
y

kOz
y

kOA
y

kOB
y

kOC
y

kOD
y

kOE
y

kOF
y

kOG
y

kOH
y

kOI
y

kOJ
y

kOK
y

kOL
y

kOM
y

kON
y

kOO
y

kOP
y

kOQ
y

kOR
y

kOS
y

kOT
y

kOU
y

kOV
y

kOW
y

kOX
y

kOY
y

kOZ
y

kO0
y

kO1
y

kO2
y

kO3
y

kO4
y

kO5
y

kO6
y

kO7
y

kO8
y

kO9
y

kO_
y

kO.
y

kPa
y

kPb
y

kPc
y

kPd
y

kPe
y

kPf
y

kPg
y

kPh
y

kPi
y

kPj
y

kPk
y

kPl
y

kPm
y

kPn
y

kPo
y

kPp
y

kPq
y

kPr
y

kPs
y

kPt
y

kPu
y

kPv
y

kPw
y

kPx
y

kPy
y

kPz
y

kPA
y

kPB
y

kPC
y

kPD
y

kPE
y

kPF
y

kPG
y

kPH
y

kPI
y

kPJ
y

kPK
y

kPL
y

kPM
y

kPN
y

kPO
y

kPP
y

kPQ
y

kPR
y

kPS
y

kPT
y

kPU
y

kPV
y

kPW
y

kPX
y

kPY
y

kPZ
y

kP0
y

kP1
y

kP2
y

kP3
y

kP4
y

kP5
y

kP6
y

kP7
y

kP8
y

kP9
y

kP_
y

kP.
y

kQa
y

kQb
y

kQc
y

kQd
y

kQe
y

kQf
y

kQg
y

kQh
y

kQi
y

kQj
y

kQk
y

kQl
y

kQm
y

kQn
y

kQo
y

kQp
y

kQq
y

kQr
y

kQs
y

kQt
y

kQu
y

kQv
y

kQw
y

kQx
y

kQy
y

kQz
y

kQA
y

kQB
y

kQC
y

kQD
y

kQE
y

kQF
y

kQG
y

kQH
y

kQI
y

kQJ
y

kQK
y

kQL
y

kQM
y

kQN
y

kQO
y

kQP
y

kQQ
y

kQR
y

kQS
y

kQT
y

kQU
y

kQV
y

kQW
y

kQX
y

kQY
y

kQZ
y

kQ0
y

kQ1
y

kQ2
y

kQ3
y

kQ4
y

kQ5
y

kQ6
y

kQ7
y

kQ8
y

kQ9
y

kQ_
y

kQ.
y

kRa
y

kRb
y

kRc
y

kRd
y

kRe
y

kRf
y

kRg
y

kRh
y

kRi
y

kRj
y

kRk
y

kRl
y

kRm
y

kRn
y

kRo
y

kRp
y

kRq
y

kRr
y

kRs
y

kRt
y

kRu
y

kRv
y

kRw
y

kRx
y

kRy
y

kRz
y

kRA
y

kRB
y

kRC
y

kRD
y

kRE
y

kRF
y

kRG
y

kRH
y

kRI
y

kRJ
y

kRK
y

kRL
y

kRM
y

kRN
y

kRO
y

kRP
y

kRQ
y

kRR
y

kRS
y

kRT
y

kRU
y

kRV
y

kRW
y

kRX
y

kRY
y

kRZ
y

kR0
y

kR1
y

kR2
y

kR3
y

kR4
y

kR5
y

kR6
y

kR7
y

kR8
y

kR9
y

kR_
y

kR.
y

kSa
y

kSb
y

kSc
y

kSd
y

kSe
y

kSf
y

kSg
y

kSh
y

kSi
y

kSj
y

kSk
y

kSl
y

kSm
y

kSn
y

kSo
y

kSp
y

kSq
y

kSr
y

kSs
y

kSt
y

kSu
y

kSv
y

kSw
y

kSx
y

kSy
y

kSz
y

kSA
y

kSB
y

kSC
y

kSD
y

kSE
y

kSF
y

kSG
y

kSH
y

kSI
y

kSJ
y

kSK
y

kSL
y

kSM
y

kSN
y

kSO
y

kSP
y

kSQ
y

kSR
y

kSS
y

kST
y

kSU
y

kSV
y

kSW
y

kSX
y

kSY
y

kSZ
y

kS0
y

kS1
y

kS2
y

kS3
y

kS4
y

kS5
y

kS6
y

kS7
y

kS8
y

kS9
y

kS_
y

kS.
y

kTa
y

kTb
y

kTc
y

kTd
y

kTe
y

kTf
y

kTg
y

kTh
y

kTi
y

kTj
y

kTk
y

kTl
y

kTm
y

kTn
y

kTo
y

kTp
y

kTq
y

kTr
y

kTs
y

kTt
y

kTu
y

kTv
y

kTw
y

kTx
y

kTy
y

kTz
y

kTA
y

kTB
y

kTC
y

kTD
y

kTE
y

kTF
y

kTG
y

kTH
y

kTI
y

kTJ
y

kTK
y

kTL
y

kTM
y

kTN
y

kTO
y

kTP
y

kTQ
y

kTR
y

kTS
y

kTT
y

kTU
y

kTV
y

kTW
y

kTX
y

kTY
y

kTZ
y

kT0
y

kT1
y

kT2
y

kT3
y

kT4
y

kT5
y

kT6
y

kT7
y

kT8
y

kT9
y

kT_
y

kT.
y

kUa
y

kUb
y

kUc
y

kUd
y

kUe
y

kUf
y

kUg
y

kUh
y

kUi
y

kUj
y

kUk
y

kUl
y

kUm
y

kUn
y

kUo
y

kUp
y

kUq
y

kUr
y

kUs
y

kUt
y

kUu
y

kUv
y

kUw
y

kUx
y

kUy
y

kUz
y

kUA
y

kUB
y

kUC
y

kUD
y

kUE
y

kUF
y

kUG
y

kUH
y

kUI
y

kUJ
y

kUK
y

kUL
y

kUM
y

kUN
y

kUO
y

kUP
y

kUQ
y

kUR
y

kUS
y

kUT
y

kUU
y

kUV
y

kUW
y

kUX
y

kUY
y

kUZ
y

kU0
y

kU1
y

kU2
y

kU3
y

kU4
y

kU5
y

kU6
y

kU7
y

kU8
y

kU9
y

kU_
y

kU.
y

kVa
y

kVb
y

kVc
y

kVd
y

kVe
y

kVf
y

kVg
y

kVh
y

kVi
y

kVj
y

kVk
y

kVl
y

kVm
y

kVn
y

kVo
y

kVp
y

kVq
y

kVr
y

kVs
y

kVt
y

kVu
y

kVv
y

kVw
y

kVx
y

kVy
y

kVz
y

kVA
y

kVB
y

kVC
y

kVD
y

kVE
y

kVF
y

kVG
y

kVH
y

kVI
y

kVJ
y

kVK
y

kVL
y

kVM
y

kVN
y

kVO
y

kVP
y

kVQ
y

kVR
y

kVS
y

kVT
y

kVU
y

kVV
y

kVW
y

kVX
y

kVY
y

kVZ
y

kV0
y

kV1
y

kV2
y

kV3
y

kV4
y

kV5
y

kV6
y

kV7
y

kV8
y

kV9
y

kV_
y

kV.
y

kWa
y

kWb
y

kWc
y

kWd
y

kWe
y

kWf
y

kWg
y

kWh
y

kWi
y

kWj
y

kWk
y

kWl
y

kWm
y

kWn
y

kWo
y

kWp
y

kWq
y

kWr
y

kWs
y

kWt
y

kWu
y

kWv
y

kWw
y

kWx
y

kWy
y

kWz
y

kWA
y

kWB
y

kWC
y

kWD
y

kWE
y

kWF
y

kWG
y

kWH
y

kWI
y

kWJ
y

kWK
y

kWL
y

kWM
y

kWN
y

kWO
y

kWP
y

kWQ
y

kWR
y

kWS
y

kWT
y

kWU
y

kWV
y

kWW
y

kWX
y

kWY
y

kWZ
y

kW0
y

kW1
y

kW2
y

kW3
y

kW4
y

kW5
y

kW6
y

kW7
y

kW8
y

kW9
y

kW_
y

kW.
y

kXa
y

kXb
y

kXc
y

kXd
y

kXe
y

kXf
y

kXg
y

kXh
y

kXi
y

kXj
y

kXk
y

kXl
y

kXm
y

kXn
y

kXo
y

kXp
y

kXq
y

kXr
y

kXs
y

kXt
y

kXu
y

kXv
y

kXw
y

kXx
y

kXy
y

kXz
y

kXA
y

kXB
y

kXC
y

kXD
y

kXE
y

kXF
y

kXG
y

kXH
y

kXI
y

kXJ
y

kXK
y

kXL
y

kXM
y

kXN
y

kXO
y

kXP
y

kXQ
y

kXR
y

kXS
y

kXT
y

kXU
y

kXV
y

kXW
y

kXX
y

kXY
y

kXZ
y

kX0
y

kX1
y

kX2
y

kX3
y

kX4
y

kX5
y

kX6
y

kX7
y

kX8
y

kX9
y

kX_
y

kX.
y

kYa
y

kYb
y

kYc
y

kYd
y

kYe
y

kYf
y

kYg
y

kYh
y

kYi
y

kYj
y

kYk
y

kYl
y

kYm
y

kYn
y

kYo
y

kYp
y

kYq
y

kYr
y

kYs
y

kYt
y

kYu
y

kYv
y

kYw
y

kYx
y

kYy
y

kYz
y

kYA
y

kYB
y

kYC
y

kYD
y

kYE
y

kYF
y

kYG
y

kYH
y

kYI
y

kYJ
y

kYK
y

kYL
y

kYM
y

kYN
y

kYO
y

kYP
y

kYQ
y

kYR
y

kYS
y

kYT
y

kYU
y

kYV
y

kYW
y

kYX
y

kYY
y

kYZ
y

kY0
y

kY1
y

kY2
y

kY3
y

kY4
y

kY5
y

kY6
y

kY7
y

kY8
y

kY9
y

kY_
y

kY.
y

kZa
y

kZb
y

kZc
y

kZd
y

kZe
y

kZf
y

kZg
y

kZh
y

kZi
y

kZj
y

kZk
y

kZl
y

kZm
y

kZn
y

kZo
y

kZp
y

kZq
y

kZr
y

kZs
y

kZt
y

kZu
y

kZv
y

kZw
y

kZx
y

kZy
y

kZz
y

kZA
y

kZB
y

kZC
y

kZD
y

kZE
y

kZF
y

kZG
y

kZH
y

kZI
y

kZJ
y

kZK
y

kZL
y

kZM
y

kZN
y

kZO
y

kZP
y

kZQ
y

kZR
y

kZS
y

kZT
y

kZU
y

kZV
y

kZW
y

kZX
y

kZY
y

kZZ
y

kZ0
y

kZ1
y

kZ2
y

kZ3
y

kZ4
y

kZ5
y

kZ6
y

kZ7
y

kZ8
y

kZ9
y

kZ_
y

kZ.
y

k0a
y

k0b
y

k0c
y

k0d
y

k0e
y

k0f
y

k0g
y

k0h
y

k0i
y

k0j
y

k0k
y

k0l
y

k0m
y

k0n
y

k0o
y

k0p
y

k0q
y

k0r
y

k0s
y

k0t
y

k0u
y

k0v
y

k0w
y

k0x
y

k0y
y

k0z
y

k0A
y

k0B
y

k0C
y

k0D
y

k0E
y

k0F
y

k0G
y

k0H
y

k0I
y

k0J
y

k0K
y

k0L
y

k0M
y

k0N
y

k0O
y

k0P
y

k0Q
y

k0R
y

k0S
y

k0T
y

k0U
y

k0V
y

k0W
y

k0X
y

k0Y
y

k0Z
y

k00
y

k01
y

k02
y

k03
y

k04
y

k05
y

k06
y

k07
y

k08
y

k09
y

k0_
y

k0.
y

k1a
y

k1b
y

k1c
y

k1d
y

k1e
y

k1f
y

k1g
y

k1h
y

k1i
y

k1j
y

k1k
y

k1l
y

k1m
y

k1n
y

k1o
y

k1p
y

k1q
y

k1r
y

k1s
y

k1t
y

k1u
y

k1v
y

k1w
y

k1x
y

k1y
y

k1z
y

k1A
y

k1B
y

k1C
y

k1D
y

k1E
y

k1F
y

k1G
y

k1H
y

k1I
y

k1J
y

k1K
y

k1L
y

k1M
y

k1N
y

k1O
y

k1P
y

k1Q
y

k1R
y

k1S
y

k1T
y

k1U
y

k1V
y

k1W
y

k1X
y

k1Y
y

k1Z
y

k10
y

k11
y

k12
y

k13
y

k14
y

k15
y

k16
y

k17
y

k18
y

k19
y

k1_
y

k1.
y

k2a
y

k2b
y

k2c
y

k2d
y

k2e
y

k2f
y

k2g
y

k2h
y

k2i
y

k2j
y

k2k
y

k2l
y

k2m
y

k2n
y

k2o
y

k2p
y

k2q
y

k2r
y

k2s
y

k2t
y

k2u
y

k2v
y

k2w
y

k2x
y

k2y
y

k2z
y

k2A
y

k2B
y

k2C
y

k2D
y

k2E
y

k2F
y

k2G
y

k2H
y

k2I
y

k2J
y

k2K
y

k2L
y

k2M
y

k2N
y

k2O
y

k2P
y

k2Q
y

k2R
y

k2S
y

k2T
y

k2U
y

k2V
y

k2W
y

k2X
y

k2Y
y

k2Z
y

k20
y

k21
y

k22
y

k23
y

k24
y

k25
y

k26
y

k27
y

k28
y

k29
y

k2_
y

k2.
y

k3a
y

k3b
y

k3c
y

k3d
y

k3e
y

k3f
y

k3g
y

k3h
y

k3i
y

k3j
y

k3k
y

k3l
y

k3m
y

k3n
y

k3o
y

k3p
y

k3q
y

k3r
y

k3s
y

k3t
y

k3u
y

k3v
y

k3w
y

k3x
y

k3y
y

k3z
y

k3A
y

k3B
y

k3C
y

k3D
y

k3E
y

k3F
y

k3G
y

k3H
y

k3I
y

k3J
y

k3K
y

k3L
y

k3M
y

k3N
y

k3O
y

k3P
y

k3Q
y

k3R
y

k3S
y

k3T
y

k3U
y

k3V
y

k3W
y

k3X
y

k3Y
y

k3Z
y

k30
y

k31
y

k32
y

k33
y

k34
y

k35
y

k36
y

k37
y

k38
y

k39
y

k3_
y

k3.
y

k4a
y

k4b
y

k4c
y

k4d
y

k4e
y

k4f
y

k4g
y

k4h
y

k4i
y

k4j
y

k4k
y

k4l
y

k4m
y

k4n
y

k4o
y

k4p
y

k4q
y

k4r
y

k4s
y

k4t
y

k4u
y

k4v
y

k4w
y

k4x
y

k4y
y

k4z
y

k4A
y

k4B
y

k4C
y

k4D
y

k4E
y

k4F
y

k4G
y

k4H
y

k4I
y

k4J
y

k4K
y

k4L
y

k4M
y

k4N
y

k4O
y

k4P
y

k4Q
y

k4R
y

k4S
y

k4T
y

k4U
y

k4V
y

k4W
y

k4X
y

k4Y
y

k4Z
y

k40
y

k41
y

k42
y

k43
y

k44
y

k45
y

k46
y

k47
y

k48
y

k49
y

k4_
y

k4.
y

k5a
y

k5b
y

k5c
y

k5d
y

k5e
y

k5f
y

k5g
y

k5h
y

k5i
y

k5j
y

k5k
y

k5l
y

k5m
y

k5n
y

k5o
y

k5p
y

k5q
y

k5r
y

k5s
y

k5t
y

k5u
y

k5v
y

k5w
y

k5x
y

k5y
y

k5z
y

k5A
y

k5B
y

k5C
y

k5D
y

k5E
y

k5F
y

k5G
y

k5H
y

k5I
y

k5J
y

k5K
y

k5L
y

k5M
y

k5N
y

k5O
y

k5P
y

k5Q
y

k5R
y

k5S
y

k5T
y

k5U
y

k5V
y

k5W
y

k5X
y

k5Y
y

k5Z
y

k50
y

k51
y

k52
y

k53
y

k54
y

k55
y

k56
y

k57
y

k58
y

k59
y

k5_
y

k5.
y

k6a
y

k6b
y

k6c
y

k6d
y

k6e
y

k6f
y

k6g
y

k6h
y

k6i
y

k6j
y

k6k
y

k6l
y

k6m
y

k6n
y

k6o
y

k6p
y

k6q
y

k6r
y

k6s
y

k6t
y

k6u
y

k6v
y

k6w
y

k6x
y

k6y
y

k6z
y

k6A
y

k6B
y

k6C
y

k6D
y

k6E
y

k6F
y

k6G
y

k6H
y

k6I
y

k6J
y

k6K
y

k6L
y

k6M
y

k6N
y

k6O
y

k6P
y

k6Q
y

k6R
y

k6S
y

k6T
y

k6U
y

k6V
y

k6W
y

k6X
y

k6Y
y

k6Z
y

k60
y

k61
y

k62
y

k63
y

k64
y

k65
y

k66
y

k67
y

k68
y

k69
y

k6_
y

k6.
y

k7a
y

k7b
y

k7c
y

k7d
y

k7e
y

k7f
y

k7g
y

k7h
y

k7i
y

k7j
y

k7k
y

k7l
y

k7m
y

k7n
y

k7o
y

k7p
y

k7q
y

k7r
y

k7s
y

k7t
y

k7u
y

k7v
y

k7w
y

k7x
y

k7y
y

k7z
y

k7A
y

k7B
y

k7C
y

k7D
y

k7E
y

k7F
y

k7G
y

k7H
y

k7I
y

k7J
y

k7K
y

k7L
y

k7M
y

k7N
y

k7O
y

k7P
y

k7Q
y

k7R
y

k7S
y

k7T
y

k7U
y

k7V
y

k7W
y

k7X
y

k7Y
y

k7Z
y

k70
y

k71
y

k72
y

k73
y

k74
y

k75
y

k76
y

k77
y

k78
y

k79
y

k7_
y

k7.
y

k8a
y

k8b
y

k8c
y

k8d
y

k8e
y

k8f
y

k8g
y

k8h
y

k8i
y

k8j
y

k8k
y

k8l
y

k8m
y

k8n
y

k8o
y

k8p
y

k8q
y

k8r
y

k8s
y

k8t
y

k8u
y

k8v
y

k8w
y

k8x
y

k8y
y

k8z
y

k8A
y

k8B
y

k8C
y

k8D
y

k8E
y

k8F
y

k8G
y

k8H
y

k8I
y

k8J
y

k8K
y

k8L
y

k8M
y

k8N
y

k8O
y

k8P
y

k8Q
y

k8R
y

k8S
y

k8T
y

k8U
y

k8V
y

k8W
y

k8X
y

k8Y
y

k8Z
y

k80
y

k81
y

k82
y

k83
y

k84
y

k85
y

k86
y

k87
y

k88
y

k89
y

k8_
y

k8.
y

k9a
y

k9b
y

k9c
y

k9d
y

k9e
y

k9f
y

k9g
y

k9h
y

k9i
y

k9j
y

k9k
y

k9l
y

k9m
y

k9n
y

k9o
y

k9p
y

k9q
y

k9r
y

k9s
y

k9t
y

k9u
y

k9v
y

k9w
y

k9x
y

k9y
y

k9z
y

k9A
y

k9B
y

k9C
y

k9D
y

k9E
y

k9F
y

k9G
y

k9H
y

k9I
y

k9J
y

k9K
y

k9L
y

k9M
y

k9N
y

k9O
y

k9P
y

k9Q
y

k9R
y

k9S
y

k9T
y

k9U
y

k9V
y

k9W
y

k9X
y

k9Y
y

k9Z
y

k90
y

k91
y

k92
y

k93
y

k94
y

k95
y

k96
y

k97
y

k98
y

k99
y

k9_
y

k9.
y

k_a
y

k_b
y

k_c
y

k_d
y

k_e
y

k_f
y

k_g
y

k_h
y

k_i
y

k_j
y

k_k
y

k_l
y

k_m
y

k_n
y

k_o
y

k_p
y

k_q
y

k_r
y

k_s
y

k_t
y

k_u
y

k_v
y

k_w
y

k_x
y

k_y
y

k_z
y

k_A
y

k_B
y

k_C
y

k_D
y

k_E
y

k_F
y

k_G
y

k_H
y

k_I
y

k_J
y

k_K
y

k_L
y

k_M
y

k_N
y

k_O
y

k_P
y

k_Q
y

k_R
y

k_S
y

k_T
y

k_U
y

k_V
y

k_W
y

k_X
y

k_Y
y

k_Z
y

k_0
y

k_1
y

k_2
y

k_3
y

k_4
y

k_5
y

k_6
y

k_7
y

k_8
y

k_9
y

k__
y

k_.
y

k.a
y

k.b
y

k.c
y

k.d
y

k.e
y

k.f
y

k.g
y

k.h
y

k.i
y

k.j
y

k.k
y

k.l
y

k.m
y

k.n
y

k.o
y

k.p
y

k.q
y

k.r
y

k.s
y

k.t
y

k.u
y

k.v
y

k.w
y

k.x
y

k.y
y

k.z
y

k.A
y

k.B
y

k.C
y

k.D
y

k.E
y

k.F
y

k.G
y

k.H
y

k.I
y

k.J
y

k.K
y

k.L
y

k.M
y

k.N
y

k.O
y

k.P
y

k.Q
y

k.R
y

k.S
y

k.T
y

k.U
y

k.V
y

k.W
y

k.X
y

k.Y
y

k.Z
y

k.0
y

k.1
y

k.2
y

k.3
y

k.4
y

k.5
y

k.6
y

k.7
y

k.8
y

k.9
y

k._
y

k..
y

laa
y

lab
y

lac
y

lad
y

lae
y

laf
y

lag
y

lah
y

lai
y

laj
y

lak
y

lal
y

lam
y

lan
y

lao
y

lap
y

laq
y

lar
y

las
y

lat
y

lau
y

lav
y

law
y

lax
y

lay
y

laz
y

laA
y

laB
y

laC
y

laD
y

laE
y

laF
y

laG
y

laH
y

laI
y

laJ
y

laK
y

laL
y

laM
y

laN
y

laO
y

laP
y

laQ
y

laR
y

laS
y

laT
y

laU
y

laV
y

laW
y

laX
y

laY
y

laZ
y

la0
y

la1
y

la2
y

la3
y

la4
y

la5
y

la6
y

la7
y

la8
y

la9
y

la_
y

la.
y

lba
y

lbb
y

lbc
y

lbd
y

lbe
y

lbf
y

lbg
y

lbh
y

lbi
y

lbj
y

lbk
y

lbl
y

lbm
y

lbn
y

lbo
y

lbp
y

lbq
y

lbr
y

lbs
y

lbt
y

lbu
y

lbv
y

lbw
y

lbx
y

lby
y

lbz
y

lbA
y

lbB
y

lbC
y

lbD
y

lbE
y

lbF
y

lbG
y

lbH
y

lbI
y

lbJ
y

lbK
y

lbL
y

lbM
y

lbN
y

lbO
y

lbP
y

lbQ
y

lbR
y

lbS
y

lbT
y

lbU
y

lbV
y

lbW
y

lbX
y

lbY
y

lbZ
y

lb0
y

lb1
y

lb2
y

lb3
y

lb4
y

lb5
y

lb6
y

lb7
y

lb8
y

lb9
y

lb_
y

lb.
y

lca
y

lcb
y

lcc
y

lcd
y

lce
y

lcf
y

lcg
y

lch
y

lci
y

lcj
y

lck
y

lcl
y

lcm
y

lcn
y

lco
y

lcp
y

lcq
y

lcr
y

lcs
y

lct
y

lcu
y

lcv
y

lcw
y

lcx
y

lcy
y

lcz
y

lcA
y

lcB
y

lcC
y

lcD
y

lcE
y

lcF
y

lcG
y

lcH
y

lcI
y

lcJ
y

lcK
y

lcL
y

lcM
y

lcN
y

lcO
y

lcP
y

lcQ
y

lcR
y

lcS
y

lcT
y

lcU
y

lcV
y

lcW
y

lcX
y

lcY
y

lcZ
y

lc0
y

lc1
y

lc2
y

lc3
y

lc4
y

lc5
y

lc6
y

lc7
y

lc8
y

lc9
y

lc_
y

lc.
y

lda
y

ldb
y

ldc
y

ldd
y

lde
y

ldf
y

ldg
y

ldh
y

ldi
y

ldj
y

ldk
y

ldl
y

ldm
y

ldn
y

ldo
y

ldp
y

ldq
y

ldr
y

lds
y

ldt
y

ldu
y

ldv
y

ldw
y

ldx
y

ldy
y

ldz
y

ldA
y

ldB
y

ldC
y

ldD
y

ldE
y

ldF
y

ldG
y

ldH
y

ldI
y

ldJ
y

ldK
y

ldL
y

ldM
y

ldN
y

ldO
y

ldP
y

ldQ
y

ldR
y

ldS
y

ldT
y

ldU
y

ldV
y

ldW
y

ldX
y

ldY
y

ldZ
y

ld0
y

ld1
y

ld2
y

ld3
y

ld4
y

ld5
y

ld6
y

ld7
y

ld8
y

ld9
y

ld_
y

ld.
y

lea
y

leb
y

lec
y

led
y

lee
y

lef
y

leg
y

leh
y

lei
y

lej
y

lek
y

lel
y

lem
y

len
y

leo
y

lep
y

leq
y

ler
y

les
y

let
y

leu
y

lev
y

lew
y

lex
y

ley
y

lez
y

leA
y

leB
y

leC
y

leD
y

leE
y

leF
y

leG
y

leH
y

leI
y

leJ
y

leK
y

leL
y

leM
y

leN
y

leO
y

leP
y

leQ
y

leR
y

leS
y

leT
y

leU
y

leV
y

leW
y

leX
y

leY
y

leZ
y

le0
y

le1
y

le2
y

le3
y

le4
y

le5
y

le6
y

le7
y

le8
y

le9
y

le_
y

le.
y

lfa
y

lfb
y

lfc
y

lfd
y

lfe
y

lff
y

lfg
y

lfh
y

lfi
y

lfj
y

lfk
y

lfl
y

lfm
y

lfn
y

lfo
y

lfp
y

lfq
y

lfr
y

lfs
y

lft
y

lfu
y

lfv
y

lfw
y

lfx
y

lfy
y

lfz
y

lfA
y

lfB
y

lfC
y

lfD
y

lfE
y

lfF
y

lfG
y

lfH
y

lfI
y

lfJ
y

lfK
y

lfL
y

lfM
y

lfN
y

lfO
y

lfP
y

lfQ
y

lfR
y

lfS
y

lfT
y

lfU
y

lfV
y

lfW
y

lfX
y

lfY
y

lfZ
y

lf0
y

lf1
y

lf2
y

lf3
y

lf4
y

lf5
y

lf6
y

lf7
y

lf8
y

lf9
y

lf_
y

lf.
y

lga
y

lgb
y

lgc
y

lgd
y

lge
y

lgf
y

lgg
y

lgh
y

lgi
y

lgj
y

lgk
y

lgl
y

lgm
y

lgn
y

lgo
y

lgp
y

lgq
y

lgr
y

lgs
y

lgt
y

lgu
y

lgv
y

lgw
y

lgx
y

lgy
y

lgz
y

lgA
y

lgB
y

lgC
y

lgD
y

lgE
y

lgF
y

lgG
y

lgH
y

lgI
y

lgJ
y

lgK
y

lgL
y

lgM
y

lgN
y

lgO
y

lgP
y

lgQ
y

lgR
y

lgS
y

lgT
y

lgU
y

lgV
y

lgW
y

lgX
y

lgY
y

lgZ
y

lg0
y

lg1
y

lg2
y

lg3
y

lg4
y

lg5
y

lg6
y

lg7
y

lg8
y

lg9
y

lg_
y

lg.
y

lha
y

lhb
y

lhc
y

lhd
y

lhe
y

lhf
y

lhg
y

lhh
y

lhi
y

lhj
y

lhk
y

lhl
y

lhm
y

lhn
y

lho
y

lhp
y

lhq
y

lhr
y

lhs
y

lht
y

lhu
y

lhv
y

lhw
y

lhx
y

lhy
y

lhz
y

lhA
y

lhB
y

lhC
y

lhD
y

lhE
y

lhF
y

lhG
y

lhH
y

lhI
y

lhJ
y

lhK
y

lhL
y

lhM
y

lhN
y

lhO
y

lhP
y

lhQ
y

lhR
y

lhS
y

lhT
y

lhU
y

lhV
y

lhW
y

lhX
y

lhY
y

lhZ
y

lh0
y

lh1
y

lh2
y

lh3
y

lh4
y

lh5
y

lh6
y

lh7
y

lh8
y

lh9
y

lh_
y

lh.
y

lia
y

lib
y

lic
y

lid
y

lie
y

lif
y

lig
y

lih
y

lii
y

lij
y

lik
y

lil
y

lim
y

lin
y

lio
y

lip
y

liq
y

lir
y

lis
y

lit
y

liu
y

liv
y

liw
y

lix
y

liy
y

liz
y

liA
y

liB
y

liC
y

liD
y

liE
y

liF
y

liG
y

liH
y

liI
y

liJ
y

liK
y

liL
y

liM
y

liN
y

liO
y

liP
y

liQ
y

liR
y

liS
y

liT
y

liU
y

liV
y

liW
y

liX
y

liY
y

liZ
y

li0
y

li1
y

li2
y

li3
y

li4
y

li5
y

li6
y

li7
y

li8
y

li9
y

li_
y

li.
y

lja
y

ljb
y

ljc
y

ljd
y

lje
y

ljf
y

ljg
y

ljh
y

lji
y

ljj
y

ljk
y

ljl
y

ljm
y

ljn
y

ljo
y

ljp
y

ljq
y

ljr
y

ljs
y

ljt
y

lju
y

ljv
y

ljw
y

ljx
y

ljy
y

ljz
y

ljA
y

ljB
y

ljC
y

ljD
y

ljE
y

ljF
y

ljG
y

ljH
y

ljI
y

ljJ
y

ljK
y

ljL
y

ljM
y

ljN
y

ljO
y

ljP
y

ljQ
y

ljR
y

ljS
y

ljT
y

ljU
y

ljV
y

ljW
y

ljX
y

ljY
y

ljZ
y

lj0
y

lj1
y

lj2
y

lj3
y

lj4
y

lj5
y

lj6
y

lj7
y

lj8
y

lj9
y

lj_
y

lj.
y

lka
y

lkb
y

lkc
y

lkd
y

lke
y

lkf
y

lkg
y

lkh
y

lki
y

lkj
y

lkk
y

lkl
y

lkm
y

lkn
y

lko
y

lkp
y

lkq
y

lkr
y

lks
y

lkt
y

lku
y

lkv
y

lkw
y

lkx
y

lky
y

lkz
y

lkA
y

lkB
y

lkC
y

lkD
y

lkE
y

lkF
y

lkG
y

lkH
y

lkI
y

lkJ
y

lkK
y

lkL
y

lkM
y

lkN
y

lkO
y

lkP
y

lkQ
y

lkR
y

lkS
y

lkT
y

lkU
y

lkV
y

lkW
y

lkX
y

lkY
y

lkZ
y

lk0
y

lk1
y

lk2
y

lk3
y

lk4
y

lk5
y

lk6
y

lk7
y

lk8
y

lk9
y

lk_
y

lk.
y

lla
y

llb
y

llc
y

lld
y

lle
y

llf
y

llg
y

llh
y

lli
y

llj
y

llk
y

lll
y

llm
y

lln
y

llo
y

llp
y

llq
y

llr
y

lls
y

llt
y

llu
y

llv
y

llw
y

llx
y

lly
y

llz
y

llA
y

llB
y

llC
y

llD
y

llE
y

llF
y

llG
y

llH
y

llI
y

llJ
y

llK
y

llL
y

llM
y

llN
y

llO
y

llP
y

llQ
y

llR
y

llS
y

llT
y

llU
y

llV
y

llW
y

llX
y

llY
y

llZ
y

ll0
y

ll1
y

ll2
y

ll3
y

ll4
y

ll5
y

ll6
y

ll7
y

ll8
y

ll9
y

ll_
y

ll.
y

lma
y

lmb
y

lmc
y

lmd
y

lme
y

lmf
y

lmg
y

lmh
y

lmi
y

lmj
y

lmk
y

lml
y

lmm
y

lmn
y

lmo
y

lmp
y

lmq
y

lmr
y

lms
y

lmt
y

lmu
y

lmv
y

lmw
y

lmx
y

lmy
y

lmz
y

lmA
y

lmB
y

lmC
y

lmD
y

lmE
y

lmF
y

lmG
y

lmH
y

lmI
y

lmJ
y

lmK
y

lmL
y

lmM
y

lmN
y

lmO
y

lmP
y

lmQ
y

lmR
y

lmS
y

lmT
y

lmU
y

lmV
y

lmW
y

lmX
y

lmY
y

lmZ
y

lm0
y

lm1
y

lm2
y

lm3
y

lm4
y

lm5
y

lm6
y

lm7
y

lm8
y

lm9
y

lm_
y

lm.
y

lna
y

lnb
y

lnc
y

lnd
y

lne
y

lnf
y

lng
y

lnh
y

lni
y

lnj
y

lnk
y

lnl
y

lnm
y

lnn
y

lno
y

lnp
y

lnq
y

lnr
y

lns
y

lnt
y

lnu
y

lnv
y

lnw
y

lnx
y

lny
y

lnz
y

lnA
y

lnB
y

lnC
y

lnD
y

lnE
y

lnF
y

lnG
y

lnH
y

lnI
y

lnJ
y

lnK
y

lnL
y

lnM
y

lnN
y

lnO
y

lnP
y

lnQ
y

lnR
y

lnS
y

lnT
y

lnU
y

lnV
y

lnW
y

lnX
y

lnY
y

lnZ
y

ln0
y

ln1
y

ln2
y

ln3
y

ln4
y

ln5
y

ln6
y

ln7
y

ln8
y

ln9
y

ln_
y

ln.
y

loa
y

lob
y

loc
y

lod
y

loe
y

lof
y

log
y

loh
y

loi
y

loj
y

lok
y

lol
y

lom
y

lon
y

loo
y

lop
y

loq
y

lor
y

los
y

lot
y

lou
y

lov
y

low
y

lox
y

loy
y

loz
y

loA
y

loB
y

loC
y

loD
y

loE
y

loF
y

loG
y

loH
y

loI
y

loJ
y

loK
y

loL
y

loM
y

loN
y

loO
y

loP
y

loQ
y

loR
y

loS
y

loT
y

loU
y

loV
y

loW
y

loX
y

loY
y

loZ
y

lo0
y

lo1
y

lo2
y

lo3
y

lo4
y

lo5
y

lo6
y

lo7
y

lo8
y

lo9
y

lo_
y

lo.
y

lpa
y

lpb
y

lpc
y

lpd
y

lpe
y

lpf
y

lpg
y

lph
y

lpi
y

lpj
y

lpk
y

lpl
y

lpm
y

lpn
y

lpo
y

lpp
y

lpq
y

lpr
y

lps
y

lpt
y

lpu
y

lpv
y

lpw
y

lpx
y

lpy
y

lpz
y

lpA
y

lpB
y

lpC
y

lpD
y

lpE
y

lpF
y

lpG
y

lpH
y

lpI
y

lpJ
y

lpK
y

lpL
y

lpM
y

lpN
y

lpO
y

lpP
y

lpQ
y

lpR
y

lpS
y

lpT
y

lpU
y

lpV
y

lpW
y

lpX
y

lpY
y

lpZ
y

lp0
y

lp1
y

lp2
y

lp3
y

lp4
y

lp5
y

lp6
y

lp7
y

lp8
y

lp9
y

lp_
y

lp.
y

lqa
y

lqb
y

lqc
y

lqd
y

lqe
y

lqf
y

lqg
y

lqh
y

lqi
y

lqj
y

lqk
y

lql
y

lqm
y

lqn
y

lqo
y

lqp
y

lqq
y

lqr
y

lqs
y

lqt
y

lqu
y

lqv
y

lqw
y

lqx
y

lqy
y

lqz
y

lqA
y

lqB
y

lqC
y

lqD
y

lqE
y

lqF
y

lqG
y

lqH
y

lqI
y

lqJ
y

lqK
y

lqL
y

lqM
y

lqN
y

lqO
y

lqP
y

lqQ
y

lqR
y

lqS
y

lqT
y

lqU
y

lqV
y

lqW
y

lqX
y

lqY
y

lqZ
y

lq0
y

lq1
y

lq2
y

lq3
y

lq4
y

lq5
y

lq6
y

lq7
y

lq8
y

lq9
y

lq_
y

lq.
y

lra
y

lrb
y

lrc
y

lrd
y

lre
y

lrf
y

lrg
y

lrh
y

lri
y

lrj
y

lrk
y

lrl
y

lrm
y

lrn
y

lro
y

lrp
y

lrq
y

lrr
y

lrs
y

lrt
y

lru
y

lrv
y

lrw
y

lrx
y

lry
y

lrz
y

lrA
y

lrB
y

lrC
y

lrD
y

lrE
y

lrF
y

lrG
y

lrH
y

lrI
y

lrJ
y

lrK
y

lrL
y

lrM
y

lrN
y

lrO
y

lrP
y

lrQ
y

lrR
y

lrS
y

lrT
y

lrU
y

lrV
y

lrW
y

lrX
y

lrY
y

lrZ
y

lr0
y

lr1
y

lr2
y

lr3
y

lr4
y

lr5
y

lr6
y

lr7
y

lr8
y

lr9
y

lr_
y

lr.
y

lsa
y

lsb
y

lsc
y

lsd
y

lse
y

lsf
y

lsg
y

lsh
y

lsi
y

lsj
y

lsk
y

lsl
y

lsm
y

lsn
y

lso
y

lsp
y

lsq
y

lsr
y

lss
y

lst
y

lsu
y

lsv
y

lsw
y

lsx
y

lsy
y

lsz
y

lsA
y

lsB
y

lsC
y

lsD
y

lsE
y

lsF
y

lsG
y

lsH
y

lsI
y

lsJ
y

lsK
y

lsL
y

lsM
y

lsN
y

lsO
y

lsP
y

lsQ
y

lsR
y

lsS
y

lsT
y

lsU
y

lsV
y

lsW
y

lsX
y

lsY
y

lsZ
y

ls0
y

ls1
y

ls2
y

ls3
y

ls4
y

ls5
y

ls6
y

ls7
y

ls8
y

ls9
y

ls_
y

ls.
y

lta
y

ltb
y

ltc
y

ltd
y

lte
y

ltf
y

ltg
y

lth
y

lti
y

ltj
y

ltk
y

ltl
y

ltm
y

ltn
y

lto
y

ltp
y

ltq
y

ltr
y

lts
y

ltt
y

ltu
y

ltv
y

ltw
y

ltx
y

lty
y

ltz
y

ltA
y

ltB
y

ltC
y

ltD
y

ltE
y

ltF
y

ltG
y

ltH
y

ltI
y

ltJ
y

ltK
y

ltL
y

ltM
y

ltN
y

ltO
y

ltP
y

ltQ
y

ltR
y

ltS
y

ltT
y

ltU
y

ltV
y

ltW
y

ltX
y

ltY
y

ltZ
y

lt0
y

lt1
y

lt2
y

lt3
y

lt4
y

lt5
y

lt6
y

lt7
y

lt8
y

lt9
y

lt_
y

lt.
y

lua
y

lub
y

luc
y

lud
y

lue
y

luf
y

lug
y

luh
y

lui
y

luj
y

luk
y

lul
y

lum
y

lun
y

luo
y

lup
y

luq
y

lur
y

lus
y

lut
y

luu
y

luv
y

luw
y

lux
y

luy
y

luz
y

luA
y

luB
y

luC
y

luD
y

luE
y

luF
y

luG
y

luH
y

luI
y

luJ
y

luK
y

luL
y

luM
y

luN
y

luO
y

luP
y

luQ
y

luR
y

luS
y

luT
y

luU
y

luV
y

luW
y

luX
y

luY
y

luZ
y

lu0
y

lu1
y

lu2
y

lu3
y

lu4
y

lu5
y

lu6
y

lu7
y

lu8
y

lu9
y

lu_
y

lu.
y

lva
y

lvb
y

lvc
y

lvd
y

lve
y

lvf
y

lvg
y

lvh
y

lvi
y

lvj
y

lvk
y

lvl
y

lvm
y

lvn
y

lvo
y

lvp
y

lvq
y

lvr
y

lvs
y

lvt
y

lvu
y

lvv
y

lvw
y

lvx
y

lvy
y

lvz
y

lvA
y

lvB
y

lvC
y

lvD
y

lvE
y

lvF
y

lvG
y

lvH
y

lvI
y

lvJ
y

lvK
y

lvL
y

lvM
y

lvN
y

lvO
y

lvP
y

lvQ
y

lvR
y

lvS
y

lvT
y

lvU
y

lvV
y

lvW
y

lvX
y

lvY
y

lvZ
y

lv0
y

lv1
y

lv2
y

lv3
y

lv4
y

lv5
y

lv6
y

lv7
y

lv8
y

lv9
y

lv_
y

lv.
y

lwa
y

lwb
y

lwc
y

lwd
y

lwe
y

lwf
y

lwg
y

lwh
y

lwi
y

lwj
y

lwk
y

lwl
y

lwm
y

lwn
y

lwo
y

lwp
y

lwq
y

lwr
y

lws
y

lwt
y

lwu
y

lwv
y

lww
y

lwx
y

lwy
y

lwz
y

lwA
y

lwB
y

lwC
y

lwD
y

lwE
y

lwF
y

lwG
y

lwH
y

lwI
y

lwJ
y

lwK
y

lwL
y

lwM
y

lwN
y

lwO
y

lwP
y

lwQ
y

lwR
y

lwS
y

lwT
y

lwU
y

lwV
y

lwW
y

lwX
y

lwY
y

lwZ
y

lw0
y

lw1
y

lw2
y

lw3
y

lw4
y

lw5
y

lw6
y

lw7
y

lw8
y

lw9
y

lw_
y

lw.
y

lxa
y

lxb
y

lxc
y

lxd
y

lxe
y

lxf
y

lxg
y

lxh
y

lxi
y

lxj
y

lxk
y

lxl
y

lxm
y

lxn
y

lxo
y

lxp
y

lxq
y

lxr
y

lxs
y

lxt
y

lxu
y

lxv
y

lxw
y

lxx
y

lxy
y

lxz
y

lxA
y

lxB
y

lxC
y

lxD
y

lxE
y

lxF
y

lxG
y

lxH
y

lxI
y

lxJ
y

lxK
y

lxL
y

lxM
y

lxN
y

lxO
y

lxP
y

lxQ
y

lxR
y

lxS
y

lxT
y

lxU
y

lxV
y

lxW
y

lxX
y

lxY
y

lxZ
y

lx0
y

lx1
y

lx2
y

lx3
y

lx4
y

lx5
y

lx6
y

lx7
y

lx8
y

lx9
y

lx_
y

lx.
y

lya
y

lyb
y

lyc
y

lyd
y

lye
y

lyf
y

lyg
y

lyh
y

lyi
y

lyj
y

lyk
y

lyl
y

lym
y

lyn
y

lyo
y

lyp
y

lyq
y

lyr
y

lys
y

lyt
y

lyu
y

lyv
y

lyw
y

lyx
y

lyy
y

lyz
y

lyA
y

lyB
y

lyC
y

lyD
y

lyE
y

lyF
y

lyG
y

lyH
y

lyI
y

lyJ
y

lyK
y

lyL
y

lyM
y

lyN
y

lyO
y

lyP
y

lyQ
y

lyR
y

lyS
y

lyT
y

lyU
y

lyV
y

lyW
y

lyX
y

lyY
y

lyZ
y

ly0
y

ly1
y

ly2
y

ly3
y

ly4
y

ly5
y

ly6
y

ly7
y

ly8
y

ly9
y

ly_
y

ly.
y

lza
y

lzb
y

lzc
y

lzd
y

lze
y

lzf
y

lzg
y

lzh
y

lzi
y

lzj
y

lzk
y

lzl
y

lzm
y

lzn
y

lzo
y

lzp
y

lzq
y

lzr
y

lzs
y

lzt
y

lzu
y

lzv
y

lzw
y

lzx
y

lzy
y

lzz
y

lzA
y

lzB
y

lzC
y

lzD
y

lzE
y

lzF
y

lzG
y

lzH
y

lzI
y

lzJ
y

lzK
y

lzL
y

lzM
y

lzN
y

lzO
y

lzP
y

lzQ
y

lzR
y

lzS
y

lzT
y

lzU
y

lzV
y

lzW
y

lzX
y

lzY
y

lzZ
y

lz0
y

lz1
y

lz2
y

lz3
y

lz4
y

lz5
y

lz6
y

lz7
y

lz8
y

lz9
y

lz_
y

lz.
y

lAa
y

lAb
y

lAc
y

lAd
y

lAe
y

lAf
y

lAg
y

lAh
y

lAi
y

lAj
y

lAk
y

lAl
y

lAm
y

lAn
y

lAo
y

lAp
y

lAq
y

lAr
y

lAs
y

lAt
y

lAu
y

lAv
y

lAw
y

lAx
y

lAy
y

lAz
y

lAA
y

lAB
y

lAC
y

lAD
y

lAE
y

lAF
y

lAG
y

lAH
y

lAI
y

lAJ
y

lAK
y

lAL
y

lAM
y

lAN
y

lAO
y

lAP
y

lAQ
y

lAR
y

lAS
y

lAT
y

lAU
y

lAV
y

lAW
y

lAX
y

lAY
y

lAZ
y

lA0
y

lA1
y

lA2
y

lA3
y

lA4
y

lA5
y

lA6
y

lA7
y

lA8
y

lA9
y

lA_
y

lA.
y

lBa
y

lBb
y

lBc
y

lBd
y

lBe
y

lBf
y

lBg
y

lBh
y

lBi
y

lBj
y

lBk
y

lBl
y

lBm
y

lBn
y

lBo
y

lBp
y

lBq
y

lBr
y

lBs
y

lBt
y

lBu
y

lBv
y

lBw
y

lBx
y

lBy
y

lBz
y

lBA
y

lBB
y

lBC
y

lBD
y

lBE
y

lBF
y

lBG
y

lBH
y

lBI
y

lBJ
y

lBK
y

lBL
y

lBM
y

lBN
y

lBO
y

lBP
y

lBQ
y

lBR
y

lBS
y

lBT
y

lBU
y

lBV
y

lBW
y

lBX
y

lBY
y

lBZ
y

lB0
y

lB1
y

lB2
y

lB3
y

lB4
y

lB5
y

lB6
y

lB7
y

lB8
y

lB9
y

lB_
y

lB.
y

lCa
y

lCb
y

lCc
y

lCd
y

lCe
y

lCf
y

lCg
y

lCh
y

lCi
y

lCj
y

lCk
y

lCl
y

lCm
y

lCn
y

lCo
y

lCp
y

lCq
y

lCr
y

lCs
y

lCt
y

lCu
y

lCv
y

lCw
y

lCx
y

lCy
y

lCz
y

lCA
y

lCB
y

lCC
y

lCD
y

lCE
y

lCF
y

lCG
y

lCH
y

lCI
y

lCJ
y

lCK
y

lCL
y

lCM
y

lCN
y

lCO
y

lCP
y

lCQ
y

lCR
y

lCS
y

lCT
y

lCU
y

lCV
y

lCW
y

lCX
y

lCY
y

lCZ
y

lC0
y

lC1
y

lC2
y

lC3
y

lC4
y

lC5
y

lC6
y

lC7
y

lC8
y

lC9
y

lC_
y

lC.
y

lDa
y

lDb
y

lDc
y

lDd
y

lDe
y

lDf
y

lDg
y

lDh
y

lDi
y

lDj
y

lDk
y

lDl
y

lDm
y

lDn
y

lDo
y

lDp
y

lDq
y

lDr
y

lDs
y

lDt
y

lDu
y

lDv
y

lDw
y

lDx
y

lDy
y

lDz
y

lDA
y

lDB
y

lDC
y

lDD
y

lDE
y

lDF
y

lDG
y

lDH
y

lDI
y

lDJ
y

lDK
y

lDL
y

lDM
y

lDN
y

lDO
y

lDP
y

lDQ
y

lDR
y

lDS
y

lDT
y

lDU
y

lDV
y

lDW
y

lDX
y

lDY
y

lDZ
y

lD0
y

lD1
y

lD2
y

lD3
y

lD4
y

lD5
y

lD6
y

lD7
y

lD8
y

lD9
y

lD_
y

lD.
y

lEa
y

lEb
y

lEc
y

lEd
y

lEe
y

lEf
y

lEg
y

lEh
y

lEi
y

lEj
y

lEk
y

lEl
y

lEm
y

lEn
y

lEo
y

lEp
y

lEq
y

lEr
y

lEs
y

lEt
y

lEu
y

lEv
y

lEw
y

lEx
y

lEy
y

lEz
y

lEA
y

lEB
y

lEC
y

lED
y

lEE
y

lEF
y

lEG
y

lEH
y

lEI
y

lEJ
y

lEK
y

lEL
y

lEM
y

lEN
y

lEO
y

lEP
y

lEQ
y

lER
y

lES
y

lET
y

lEU
y

lEV
y

lEW
y

lEX
y

lEY
y

lEZ
y

lE0
y

lE1
y

lE2
y

lE3
y

lE4
y

lE5
y

lE6
y

lE7
y

lE8
y

lE9
y

lE_
y

lE.
y

lFa
y

lFb
y

lFc
y

lFd
y

lFe
y

lFf
y

lFg
y

lFh
y

lFi
y

lFj
y

lFk
y

lFl
y

lFm
y

lFn
y

lFo
y

lFp
y

lFq
y

lFr
y

lFs
y

lFt
y

lFu
y

lFv
y

lFw
y

lFx
y

lFy
y

lFz
y

lFA
y

lFB
y

lFC
y

lFD
y

lFE
y

lFF
y

lFG
y

lFH
y

lFI
y

lFJ
y

lFK
y

lFL
y

lFM
y

lFN
y

lFO
y

lFP
y

lFQ
y

lFR
y

lFS
y

lFT
y

lFU
y

lFV
y

lFW
y

lFX
y

lFY
y

lFZ
y

lF0
y

lF1
y

lF2
y

lF3
y

lF4
y

lF5
y

lF6
y

lF7
y

lF8
y

lF9
y

lF_
y

lF.
y

lGa
y

lGb
y

lGc
y

lGd
y

lGe
y

lGf
y

lGg
y

lGh
y

lGi
y

lGj
y

lGk
y

lGl
y

lGm
y

lGn
y

lGo
y

lGp
y

lGq
y

lGr
y

lGs
y

lGt
y

lGu
y

lGv
y

lGw
y

lGx
y

lGy
y

lGz
y

lGA
y

lGB
y

lGC
y

lGD
y

lGE
y

lGF
y

lGG
y

lGH
y

lGI
y

lGJ
y

lGK
y

lGL
y

lGM
y

lGN
y

lGO
y

lGP
y

lGQ
y

lGR
y

lGS
y

lGT
y

lGU
y

lGV
y

lGW
y

lGX
y

lGY
y

lGZ
y

lG0
y

lG1
y

lG2
y

lG3
y

lG4
y

lG5
y

lG6
y

lG7
y

lG8
y

lG9
y

lG_
y

lG.
y

lHa
y

lHb
y

lHc
y

lHd
y

lHe
y

lHf
y

lHg
y

lHh
y

lHi
y

lHj
y

lHk
y

lHl
y

lHm
y

lHn
y

lHo
y

lHp
y

lHq
y

lHr
y

lHs
y

lHt
y

lHu
y

lHv
y

lHw
y

lHx
y

lHy
y

lHz
y

lHA
y

lHB
y

lHC
y

lHD
y

lHE
y

lHF
y

lHG
y

lHH
y

lHI
y

lHJ
y

lHK
y

lHL
y

lHM
y

lHN
y

lHO
y

lHP
y

lHQ
y

lHR
y

lHS
y

lHT
y

lHU
y

lHV
y

lHW
y

lHX
y

lHY
y

lHZ
y

lH0
y

lH1
y

lH2
y

lH3
y

lH4
y

lH5
y

lH6
y

lH7
y

lH8
y

lH9
y

lH_
y

lH.
y

lIa
y

lIb
y

lIc
y

lId
y

lIe
y

lIf
y

lIg
y

lIh
y

lIi
y

lIj
y

lIk
y

lIl
y

lIm
y

lIn
y

lIo
y

lIp
y

lIq
y

lIr
y

lIs
y

lIt
y

lIu
y

lIv
y

lIw
y

lIx
y

lIy
y

lIz
y

lIA
y

lIB
y

lIC
y

lID
y

lIE
y

lIF
y

lIG
y

lIH
y

lII
y

lIJ
y

lIK
y

lIL
y

lIM
y

lIN
y

lIO
y

lIP
y

lIQ
y

lIR
y

lIS
y

lIT
y

lIU
y

lIV
y

lIW
y

lIX
y

lIY
y

lIZ
y

lI0
y

lI1
y

lI2
y

lI3
y

lI4
y

lI5
y

lI6
y

lI7
y

lI8
y

lI9
y

lI_
y

lI.
y

lJa
y

lJb
y

lJc
y

lJd
y

lJe
y

lJf
y

lJg
y

lJh
y

lJi
y

lJj
y

lJk
y

lJl
y

lJm
y

lJn
y

lJo
y

lJp
y

lJq
y

lJr
y

lJs
y

lJt
y

lJu
y

lJv
y

lJw
y

lJx
y

lJy
y

lJz
y

lJA
y

lJB
y

lJC
y

lJD
y

lJE
y

lJF
y

lJG
y

lJH
y

lJI
y

lJJ
y

lJK
y

lJL
y

lJM
y

lJN
y

lJO
y

lJP
y

lJQ
y

lJR
y

lJS
y

lJT
y

lJU
y

lJV
y

lJW
y

lJX
y

lJY
y

lJZ
y

lJ0
y

lJ1
y

lJ2
y

lJ3
y

lJ4
y

lJ5
y

lJ6
y

lJ7
y

lJ8
y

lJ9
y

lJ_
y

lJ.
y

lKa
y

lKb
y

lKc
y

lKd
y

lKe
y

lKf
y

lKg
y

lKh
y

lKi
y

lKj
y

lKk
y

lKl
y

lKm
y

lKn
y

lKo
y

lKp
y

lKq
y

lKr
y

lKs
y

lKt
y

lKu
y

lKv
y

lKw
y

lKx
y

lKy
y

lKz
y

lKA
y

lKB
y

lKC
y

lKD
y

lKE
y

lKF
y

lKG
y

lKH
y

lKI
y

lKJ
y

lKK
y

lKL
y

lKM
y

lKN
y

lKO
y

lKP
y

lKQ
y

lKR
y

lKS
y

lKT
y

lKU
y

lKV
y

lKW
y

lKX
y

lKY
y

lKZ
y

lK0
y

lK1
y

lK2
y

lK3
y

lK4
y

lK5
y

lK6
y

lK7
y

lK8
y

lK9
y

lK_
y

lK.
y

lLa
y

lLb
y

lLc
y

lLd
y

lLe
y

lLf
y

lLg
y

lLh
y

lLi
y

lLj
y

lLk
y

lLl
y

lLm
y

lLn
y

lLo
y

lLp
y

lLq
y

lLr
y

lLs
y

lLt
y

lLu
y

lLv
y

lLw
y

lLx
y

lLy
y

lLz
y

lLA
y

lLB
y

lLC
y

lLD
y

lLE
y

lLF
y

lLG
y

lLH
y

lLI
y

lLJ
y

lLK
y

lLL
y

lLM
y

lLN
y

lLO
y

lLP
y

lLQ
y

lLR
y

lLS
y

lLT
y

lLU
y

lLV
y

lLW
y

lLX
y

lLY
y

lLZ
y

lL0
y

lL1
y

lL2
y

lL3
y

lL4
y

lL5
y

lL6
y

lL7
y

lL8
y

lL9
y

lL_
y

lL.
y

lMa
y

lMb
y

lMc
y

lMd
y

lMe
y

lMf
y

lMg
y

lMh
y

lMi
y

lMj
y

lMk
y

lMl
y

lMm
y

lMn
y

lMo
y

lMp
y

lMq
y

lMr
y

lMs
y

lMt
y

lMu
y

lMv
y

lMw
y

lMx
y

lMy
y

lMz
y

lMA
y

lMB
y

lMC
y

lMD
y

lME
y

lMF
y

lMG
y

lMH
y

lMI
y

lMJ
y

lMK
y

lML
y

lMM
y

lMN
y

lMO
y

lMP
y

lMQ
y

lMR
y

lMS
y

lMT
y

lMU
y

lMV
y

lMW
y

lMX
y

lMY
y

lMZ
y

lM0
y

lM1
y

lM2
y

lM3
y

lM4
y

lM5
y

lM6
y

lM7
y

lM8
y

lM9
y

lM_
y

lM.
y

lNa
y

lNb
y

lNc
y

lNd
y

lNe
y

lNf
y

lNg
y

lNh
y

lNi
y

lNj
y

lNk
y

lNl
y

lNm
y

lNn
y

lNo
y

lNp
y

lNq
y

lNr
y

lNs
y

lNt
y

lNu
y

lNv
y

lNw
y

lNx
y

lNy
y

lNz
y

lNA
y

lNB
y

lNC
y

lND
y

lNE
y

lNF
y

lNG
y

lNH
y

lNI
y

lNJ
y

lNK
y

lNL
y

lNM
y

lNN
y

lNO
y

lNP
y

lNQ
y

lNR
y

lNS
y

lNT
y

lNU
y

lNV
y

lNW
y

lNX
y

lNY
y

lNZ
y

lN0
y

lN1
y

lN2
y

lN3
y

lN4
y

lN5
y

lN6
y

lN7
y

lN8
y

lN9
y

lN_
y

lN.
y

lOa
y

lOb
y

lOc
y

lOd
y

lOe
y

lOf
y

lOg
y

lOh
y

lOi
y

lOj
y

lOk
y

lOl
y

lOm
y

lOn
y

lOo
y

lOp
y

lOq
y

lOr
y

lOs
y

lOt
y

lOu
y

lOv
y

lOw
y

lOx
y

lOy
y

lOz
y

lOA
y

lOB
y

lOC
y

lOD
y

lOE
y

lOF
y

lOG
y

lOH
y

lOI
y

lOJ
y

lOK
y

lOL
y

lOM
y

lON
y

lOO
y

lOP
y

lOQ
y

lOR
y

lOS
y

lOT
y

lOU
y

lOV
y

lOW
y

lOX
y

lOY
y

lOZ
y

lO0
y

lO1
y

lO2
y

lO3
y

lO4
y

lO5
y

lO6
y

lO7
y

lO8
y

lO9
y

lO_
y

lO.
y

lPa
y

lPb
y

lPc
y

lPd
y

lPe
y

lPf
y

lPg
y

lPh
y

lPi
y

lPj
y

lPk
y

lPl
y

lPm
y

lPn
y

lPo
y

lPp
y

lPq
y

lPr
y

lPs
y

lPt
y

lPu
y

lPv
y

lPw
y

lPx
y

lPy
y

lPz
y

lPA
y

lPB
y

lPC
y

lPD
y

lPE
y

lPF
y

lPG
y

lPH
y

lPI
y

lPJ
y

lPK
y

lPL
y

lPM
y

lPN
y

lPO
y

lPP
y

lPQ
y

lPR
y

lPS
y

lPT
y

lPU
y

lPV
y

lPW
y

lPX
y

lPY
y

lPZ
y

lP0
y

lP1
y

lP2
y

lP3
y

lP4
y

lP5
y

lP6
y

lP7
y

lP8
y

lP9
y

lP_
y

lP.
y

lQa
y

lQb
y

lQc
y

lQd
y

lQe
y

lQf
y

lQg
y

lQh
y

lQi
y

lQj
y

lQk
y

lQl
y

lQm
y

lQn
y

lQo
y

lQp
y

lQq
y

lQr
y

lQs
y

lQt
y

lQu
y

lQv
y

lQw
y

lQx
y

lQy
y

lQz
y

lQA
y

lQB
y

lQC
y

lQD
y

lQE
y

lQF
y

lQG
y

lQH
y

lQI
y

lQJ
y

lQK
y

lQL
y

lQM
y

lQN
y

lQO
y

lQP
y

lQQ
y

lQR
y

lQS
y

lQT
y

lQU
y

lQV
y

lQW
y

lQX
y

lQY
y

lQZ
y

lQ0
y

lQ1
y

lQ2
y

lQ3
y

lQ4
y

lQ5
y

lQ6
y

lQ7
y

lQ8
y

lQ9
y

lQ_
y

lQ.
y

lRa
y

lRb
y

lRc
y

lRd
y

lRe
y

lRf
y

lRg
y

lRh
y

lRi
y

lRj
y

lRk
y

lRl
y

lRm
y

lRn
y

lRo
y

lRp
y

lRq
y

lRr
y

lRs
y

lRt
y

lRu
y

lRv
y

lRw
y

lRx
y

lRy
y

lRz
y

lRA
y

lRB
y

lRC
y

lRD
y

lRE
y

lRF
y

lRG
y

lRH
y

lRI
y

lRJ
y

lRK
y

lRL
y

lRM
y

lRN
y

lRO
y

lRP
y

lRQ
y

lRR
y

lRS
y

lRT
y

lRU
y

lRV
y

lRW
y

lRX
y

lRY
y

lRZ
y

lR0
y

lR1
y

lR2
y

lR3
y

lR4
y

lR5
y

lR6
y

lR7
y

lR8
y

lR9
y

lR_
y

lR.
y

lSa
y

lSb
y

lSc
y

lSd
y

lSe
y

lSf
y

lSg
y

lSh
y

lSi
y

lSj
y

lSk
y

lSl
y

lSm
y

lSn
y

lSo
y

lSp
y

lSq
y

lSr
y

lSs
y

lSt
y

lSu
y

lSv
y

lSw
y

lSx
y

lSy
y

lSz
y

lSA
y

lSB
y

lSC
y

lSD
y

lSE
y

lSF
y

lSG
y

lSH
y

lSI
y

lSJ
y

lSK
y

lSL
y

lSM
y

lSN
y

lSO
y

lSP
y

lSQ
y

lSR
y

lSS
y

lST
y

lSU
y

lSV
y

lSW
y

lSX
y

lSY
y

lSZ
y

lS0
y

lS1
y

lS2
y

lS3
y

lS4
y

lS5
y

lS6
y

lS7
y

lS8
y

lS9
y

lS_
y

lS.
y

lTa
y

lTb
y

lTc
y

lTd
y

lTe
y

lTf
y

lTg
y

lTh
y

lTi
y

lTj
y

lTk
y

lTl
y

lTm
y

lTn
y

lTo
y

lTp
y

lTq
y

lTr
y

lTs
y

lTt
y

lTu
y

lTv
y

lTw
y

lTx
y

lTy
y

lTz
y

lTA
y

lTB
y

lTC
y

lTD
y

lTE
y

lTF
y

lTG
y

lTH
y

lTI
y

lTJ
y

lTK
y

lTL
y

lTM
y

lTN
y

lTO
y

lTP
y

lTQ
y

lTR
y

lTS
y

lTT
y

lTU
y

lTV
y

lTW
y

lTX
y

lTY
y

lTZ
y

lT0
y

lT1
y

lT2
y

lT3
y

lT4
y

lT5
y

lT6
y

lT7
y

lT8
y

lT9
y

lT_
y

lT.
y

lUa
y

lUb
y

lUc
y

lUd
y

lUe
y

lUf
y

lUg
y

lUh
y

lUi
y

lUj
y

lUk
y

lUl
y

lUm
y

lUn
y

lUo
y

lUp
y

lUq
y

lUr
y

lUs
y

lUt
y

lUu
y

lUv
y

lUw
y

lUx
y

lUy
y

lUz
y

lUA
y

lUB
y

lUC
y

lUD
y

lUE
y

lUF
y

lUG
y

lUH
y

lUI
y

lUJ
y

lUK
y

lUL
y

lUM
y

lUN
y

lUO
y

lUP
y

lUQ
y

lUR
y

lUS
y

lUT
y

lUU
y

lUV
y

lUW
y

lUX
y

lUY
y

lUZ
y

lU0
y

lU1
y

lU2
y

lU3
y

lU4
y

lU5
y

lU6
y

lU7
y

lU8
y

lU9
y

lU_
y

lU.
y

lVa
y

lVb
y

lVc
y

lVd
y

lVe
y

lVf
y

lVg
y

lVh
y

lVi
y

lVj
y

lVk
y

lVl
y

lVm
y

lVn
y

lVo
y

lVp
y

lVq
y

lVr
y

lVs
y

lVt
y

lVu
y

lVv
y

lVw
y

lVx
y

lVy
y

lVz
y

lVA
y

lVB
y

lVC
y

lVD
y

lVE
y

lVF
y

lVG
y

lVH
y

lVI
y

lVJ
y

lVK
y

lVL
y

lVM
y

lVN
y

lVO
y

lVP
y

lVQ
y

lVR
y

lVS
y

lVT
y

lVU
y

lVV
y

lVW
y

lVX
y

lVY
y

lVZ
y

lV0
y

lV1
y

lV2
y

lV3
y

lV4
y

lV5
y

lV6
y

lV7
y

lV8
y

lV9
y

lV_
y

lV.
y

lWa
y

lWb
y

lWc
y

lWd
y

lWe
y

lWf
y

lWg
y

lWh
y

lWi
y

lWj
y

lWk
y

lWl
y

lWm
y

lWn
y

lWo
y

lWp
y

lWq
y

lWr
y

lWs
y

lWt
y

lWu
y

lWv
y

lWw
y

lWx
y

lWy
y

lWz
y

lWA
y

lWB
y

lWC
y

lWD
y

lWE
y

lWF
y

lWG
y

lWH
y

lWI
y

lWJ
y

lWK
y

lWL
y

lWM
y

lWN
y

lWO
y

lWP
y

lWQ
y

lWR
y

lWS
y

lWT
y

lWU
y

lWV
y

lWW
y

lWX
y

lWY
y

lWZ
y

lW0
y

lW1
y

lW2
y

lW3
y

lW4
y

lW5
y

lW6
y

lW7
y

lW8
y

lW9
y

lW_
y

lW.
y

lXa
y

lXb
y

lXc
y

lXd
y

lXe
y

lXf
y

lXg
y

lXh
y

lXi
y

lXj
y

lXk
y

lXl
y

lXm
y

lXn
y

lXo
y

lXp
y

lXq
y

lXr
y

lXs
y

lXt
y

lXu
y

lXv
y

lXw
y

lXx
y

lXy
y

lXz
y

lXA
y

lXB
y

lXC
y

lXD
y

lXE
y

lXF
y

lXG
y

lXH
y

lXI
y

lXJ
y

lXK
y

lXL
y

lXM
y

lXN
y

lXO
y

lXP
y

lXQ
y

lXR
y

lXS
y

lXT
y

lXU
y

lXV
y

lXW
y

lXX
y

lXY
y

lXZ
y

lX0
y

lX1
y

lX2
y

lX3
y

lX4
y

lX5
y

lX6
y

lX7
y

lX8
y

lX9
y

lX_
y

lX.
y

lYa
y

lYb
y

lYc
y

lYd
y

lYe
y

lYf
y

lYg
y

lYh
y

lYi
y

lYj
y

lYk
y

lYl
y

lYm
y

lYn
y

lYo
y

lYp
y

lYq
y

lYr
y

lYs
y

lYt
y

lYu
y

lYv
y

lYw
y

lYx
y

lYy
y

lYz
y

lYA
y

lYB
y

lYC
y

lYD
y

lYE
y

lYF
y

lYG
y

lYH
y

lYI
y

lYJ
y

lYK
y

lYL
y

lYM
y

lYN
y

lYO
y

lYP
y

lYQ
y

lYR
y

lYS
y

lYT
y

lYU
y

lYV
y

lYW
y

lYX
y

lYY
y

lYZ
y

lY0
y

lY1
y

lY2
y

lY3
y

lY4
y

lY5
y

lY6
y

lY7
y

lY8
y

lY9
y

lY_
y

lY.
y

lZa
y

lZb
y

lZc
y

lZd
y

lZe
y

lZf
y

lZg
y

lZh
y

lZi
y

lZj
y

lZk
y

lZl
y

lZm
y

lZn
y

lZo
y

lZp
y

lZq
y

lZr
y

lZs
y

lZt
y

lZu
y

lZv
y

lZw
y

lZx
y

lZy
y

lZz
y

lZA
y

lZB
y

lZC
y

lZD
y

lZE
y

lZF
y

lZG
y

lZH
y

lZI
y

lZJ
y

lZK
y

lZL
y

lZM
y

lZN
y

lZO
y

lZP
y

lZQ
y

lZR
y

lZS
y

lZT
y

lZU
y

lZV
y

lZW
y

lZX
y

lZY
y

lZZ
y

lZ0
y

lZ1
y

lZ2
y

lZ3
y

lZ4
y

lZ5
y

lZ6
y

lZ7
y

lZ8
y

lZ9
y

lZ_
y

lZ.
y

l0a
y

l0b
y

l0c
y

l0d
y

l0e
y

l0f
y

l0g
y

l0h
y

l0i
y

l0j
y

l0k
y

l0l
y

l0m
y

l0n
y

l0o
y

l0p
y

l0q
y

l0r
y

l0s
y

l0t
y

l0u
y

l0v
y

l0w
y

l0x
y

l0y
y

l0z
y

l0A
y

l0B
y

l0C
y

l0D
y

l0E
y

l0F
y

l0G
y

l0H
y

l0I
y

l0J
y

l0K
y

l0L
y

l0M
y

l0N
y

l0O
y

l0P
y

l0Q
y

l0R
y

l0S
y

l0T
y

l0U
y

l0V
y

l0W
y

l0X
y

l0Y
y

l0Z
y

l00
y

l01
y

l02
y

l03
y

l04
y

l05
y

l06
y

l07
y

l08
y

l09
y

l0_
y

l0.
y

l1a
y

l1b
y

l1c
y

l1d
y

l1e
y

l1f
y

l1g
y

l1h
y

l1i
y

l1j
y

l1k
y

l1l
y

l1m
y

l1n
y

l1o
y

l1p
y

l1q
y

l1r
y

l1s
y

l1t
y

l1u
y

l1v
y

l1w
y

l1x
y

l1y
y

l1z
y

l1A
y

l1B
y

l1C
y

l1D
y

l1E
y

l1F
y

l1G
y

l1H
y

l1I
y

l1J
y

l1K
y

l1L
y

l1M
y

l1N
y

l1O
y

l1P
y

l1Q
y

l1R
y

l1S
y

l1T
y

l1U
y

l1V
y

l1W
y

l1X
y

l1Y
y

l1Z
y

l10
y

l11
y

l12
y

l13
y

l14
y

l15
y

l16
y

l17
y

l18
y

l19
y

l1_
y

l1.
y

l2a
y

l2b
y

l2c
y

l2d
y

l2e
y

l2f
y

l2g
y

l2h
y

l2i
y

l2j
y

l2k
y

l2l
y

l2m
y

l2n
y

l2o
y

l2p
y

l2q
y

l2r
y

l2s
y

l2t
y

l2u
y

l2v
y

l2w
y

l2x
y

l2y
y

l2z
y

l2A
y

l2B
y

l2C
y

l2D
y

l2E
y

l2F
y

l2G
y

l2H
y

l2I
y

l2J
y

l2K
y

l2L
y

l2M
y

l2N
y

l2O
y

l2P
y

l2Q
y

l2R
y

l2S
y

l2T
y

l2U
y

l2V
y

l2W
y

l2X
y

l2Y
y

l2Z
y

l20
y

l21
y

l22
y

l23
y

l24
y

l25
y

l26
y

l27
y

l28
y

l29
y

l2_
y

l2.
y

l3a
y

l3b
y

l3c
y

l3d
y

l3e
y

l3f
y

l3g
y

l3h
y

l3i
y

l3j
y

l3k
y

l3l
y

l3m
y

l3n
y

l3o
y

l3p
y

l3q
y

l3r
y

l3s
y

l3t
y

l3u
y

l3v
y

l3w
y

l3x
y

l3y
y

l3z
y

l3A
y

l3B
y

l3C
y

l3D
y

l3E
y

l3F
y

l3G
y

l3H
y

l3I
y

l3J
y

l3K
y

l3L
y

l3M
y

l3N
y

l3O
y

l3P
y

l3Q
y

l3R
y

l3S
y

l3T
y

l3U
y

l3V
y

l3W
y

l3X
y

l3Y
y

l3Z
y

l30
y

l31
y

l32
y

l33
y

l34
y

l35
y

l36
y

l37
y

l38
y

l39
y

l3_
y

l3.
y

l4a
y

l4b
y

l4c
y

l4d
y

l4e
y

l4f
y

l4g
y

l4h
y

l4i
y

l4j
y

l4k
y

l4l
y

l4m
y

l4n
y

l4o
y

l4p
y

l4q
y

l4r
y

l4s
y

l4t
y

l4u
y

l4v
y

l4w
y

l4x
y

l4y
y

l4z
y

l4A
y

l4B
y

l4C
y

l4D
y

l4E
y

l4F
y

l4G
y

l4H
y

l4I
y

l4J
y

l4K
y

l4L
y

l4M
y

l4N
y

l4O
y

l4P
y

l4Q
y

l4R
y

l4S
y

l4T
y

l4U
y

l4V
y

l4W
y

l4X
y

l4Y
y

l4Z
y

l40
y

l41
y

l42
y

l43
y

l44
y

l45
y

l46
y

l47
y

l48
y

l49
y

l4_
y

l4.
y

l5a
y

l5b
y

l5c
y

l5d
y

l5e
y

l5f
y

l5g
y

l5h
y

l5i
y

l5j
y

l5k
y

l5l
y

l5m
y

l5n
y

l5o
y

l5p
y

l5q
y

l5r
y

l5s
y

l5t
y

l5u
y

l5v
y

l5w
y

l5x
y

l5y
y

l5z
y

l5A
y

l5B
y

l5C
y

l5D
y

l5E
y

l5F
y

l5G
y

l5H
y

l5I
y

l5J
y

l5K
y

l5L
y

l5M
y

l5N
y

l5O
y

l5P
y

l5Q
y

l5R
y

l5S
y

l5T
y

l5U
y

l5V
y

l5W
y

l5X
y

l5Y
y

l5Z
y

l50
y

l51
y

l52
y

l53
y

l54
y

l55
y

l56
y

l57
y

l58
y

l59
y

l5_
y

l5.
y

l6a
y

l6b
y

l6c
y

l6d
y

l6e
y

l6f
y

l6g
y

l6h
y

l6i
y

l6j
y

l6k
y

l6l
y

l6m
y

l6n
y

l6o
y

l6p
y

l6q
y

l6r
y

l6s
y

l6t
y

l6u
y

l6v
y

l6w
y

l6x
y

l6y
y

l6z
y

l6A
y

l6B
y

l6C
y

l6D
y

l6E
y

l6F
y

l6G
y

l6H
y

l6I
y

l6J
y

l6K
y

l6L
y

l6M
y

l6N
y

l6O
y

l6P
y

l6Q
y

l6R
y

l6S
y

l6T
y

l6U
y

l6V
y

l6W
y

l6X
y

l6Y
y

l6Z
y

l60
y

l61
y

l62
y

l63
y

l64
y

l65
y

l66
y

l67
y

l68
y

l69
y

l6_
y

l6.
y

l7a
y

l7b
y

l7c
y

l7d
y

l7e
y

l7f
y

l7g
y

l7h
y

l7i
y

l7j
y

l7k
y

l7l
y

l7m
y

l7n
y

l7o
y

l7p
y

l7q
y

l7r
y

l7s
y

l7t
y

l7u
y

l7v
y

l7w
y

l7x
y

l7y
y

l7z
y

l7A
y

l7B
y

l7C
y

l7D
y

l7E
y

l7F
y

l7G
y

l7H
y

l7I
y

l7J
y

l7K
y

l7L
y

l7M
y

l7N
y

l7O
y

l7P
y

l7Q
y

l7R
y

l7S
y

l7T
y

l7U
y

l7V
y

l7W
y

l7X
y

l7Y
y

l7Z
y

l70
y

l71
y

l72
y

l73
y

l74
y

l75
y

l76
y

l77
y

l78
y

l79
y

l7_
y

l7.
y

l8a
y

l8b
y

l8c
y

l8d
y

l8e
y

l8f
y

l8g
y

l8h
y

l8i
y

l8j
y

l8k
y

l8l
y

l8m
y

l8n
y

l8o
y

l8p
y

l8q
y

l8r
y

l8s
y

l8t
y

l8u
y

l8v
y

l8w
y

l8x
y

l8y
y

l8z
y

l8A
y

l8B
y

l8C
y

l8D
y

l8E
y

l8F
y

l8G
y

l8H
y

l8I
y

l8J
y

l8K
y

l8L
y

l8M
y

l8N
y

l8O
y

l8P
y

l8Q
y

l8R
y

l8S
y

l8T
y

l8U
y

l8V
y

l8W
y

l8X
y

l8Y
y

l8Z
y

l80
y

l81
y

l82
y

l83
y

l84
y

l85
y

l86
y

l87
y

l88
y

l89
y

l8_
y

l8.
y

l9a
y

l9b
y

l9c
y

l9d
y

l9e
y

l9f
y

l9g
y

l9h
y

l9i
y

l9j
y

l9k
y

l9l
y

l9m
y

l9n
y

l9o
y

l9p
y

l9q
y

l9r
y

l9s
y

l9t
y

l9u
y

l9v
y

l9w
y

l9x
y

l9y
y

l9z
y

l9A
y

l9B
y

l9C
y

l9D
y

l9E
y

l9F
y

l9G
y

l9H
y

l9I
y

l9J
y

l9K
y

l9L
y

l9M
y

l9N
y

l9O
y

l9P
y

l9Q
y

l9R
y

l9S
y

l9T
y

l9U
y

l9V
y

l9W
y

l9X
y

l9Y
y

l9Z
y

l90
y

l91
y

l92
y

l93
y

l94
y

l95
y

l96
y

l97
y

l98
y

l99
y

l9_
y

l9.
y

l_a
y

l_b
y

l_c
y

l_d
y

l_e
y

l_f
y

l_g
y

l_h
y

l_i
y

l_j
y

l_k
y

l_l
y

l_m
y

l_n
y

l_o
y

l_p
y

l_q
y

l_r
y

l_s
y

l_t
y

l_u
y

l_v
y

l_w
y

l_x
y

l_y
y

l_z
y

l_A
y

l_B
y

l_C
y

l_D
y

l_E
y

l_F
y

l_G
y

l_H
y

l_I
y

l_J
y

l_K
y

l_L
y

l_M
y

l_N
y

l_O
y

l_P
y

l_Q
y

l_R
y

l_S
y

l_T
y

l_U
y

l_V
y

l_W
y

l_X
y

l_Y
y

l_Z
y

l_0
y

l_1
y

l_2
y

l_3
y

l_4
y

l_5
y

l_6
y

l_7
y

l_8
y

l_9
y

l__
y

l_.
y

l.a
y

l.b
y

l.c
y

l.d
y

l.e
y

l.f
y

l.g
y

l.h
y

l.i
y

l.j
y

l.k
y

l.l
y

l.m
y

l.n
y

l.o
y

l.p
y

l.q
y

l.r
y

l.s
y

l.t
y

l.u
y

l.v
y

l.w
y

l.x
y

l.y
y

l.z
y

l.A
y

l.B
y

l.C
y

l.D
y

l.E
y

l.F
y

l.G
y

l.H
y

l.I
y

l.J
y

l.K
y

l.L
y

l.M
y

l.N
y

l.O
y

l.P
y

l.Q
y

l.R
y

l.S
y

l.T
y

l.U
y

l.V
y

l.W
y

l.X
y

l.Y
y

l.Z
y

l.0
y

l.1
y

l.2
y

l.3
y

l.4
y

l.5
y

l.6
y

l.7
y

l.8
y

l.9
y

l._
y

l..
y

maa
y

mab
y

mac
y

mad
y

mae
y

maf
y

mag
y

mah
y

mai
y

maj
y

mak
y

mal
y

mam
y

man
y

mao
y

map
y

maq
y

mar
y

mas
y

mat
y

mau
y

mav
y

maw
y

max
y

may
y

maz
y

maA
y

maB
y

maC
y

maD
y

maE
y

maF
y

maG
y

maH
y

maI
y

maJ
y

maK
y

maL
y

maM
y

maN
y

maO
y

maP
y

maQ
y

maR
y

maS
y

maT
y

maU
y

maV
y

maW
y

maX
y

maY
y

maZ
y

ma0
y

ma1
y

ma2
y

ma3
y

ma4
y

ma5
y

ma6
y

ma7
y

ma8
y

ma9
y

ma_
y

ma.
y

mba
y

mbb
y

mbc
y

mbd
y

mbe
y

mbf
y

mbg
y

mbh
y

mbi
y

mbj
y

mbk
y

mbl
y

mbm
y

mbn
y

mbo
y

mbp
y

mbq
y

mbr
y

mbs
y

mbt
y

mbu
y

mbv
y

mbw
y

mbx
y

mby
y

mbz
y

mbA
y

mbB
y

mbC
y

mbD
y

mbE
y

mbF
y

mbG
y

mbH
y

mbI
y

mbJ
y

mbK
y

mbL
y

mbM
y

mbN
y

mbO
y

mbP
y

mbQ
y

mbR
y

mbS
y

mbT
y

mbU
y

mbV
y

mbW
y

mbX
y

mbY
y

mbZ
y

mb0
y

mb1
y

mb2
y

mb3
y

mb4
y

mb5
y

mb6
y

mb7
y

mb8
y

mb9
y

mb_
y

mb.
y

mca
y

mcb
y

mcc
y

mcd
y

mce
y

mcf
y

mcg
y

mch
y

mci
y

mcj
y

mck
y

mcl
y

mcm
y

mcn
y

mco
y

mcp
y

mcq
y

mcr
y

mcs
y

mct
y

mcu
y

mcv
y

mcw
y

mcx
y

mcy
y

mcz
y

mcA
y

mcB
y

mcC
y

mcD
y

mcE
y

mcF
y

mcG
y

mcH
y

mcI
y

mcJ
y

mcK
y

mcL
y

mcM
y

mcN
y

mcO
y

mcP
y

mcQ
y

mcR
y

mcS
y

mcT
y

mcU
y

mcV
y

mcW
y

mcX
y

mcY
y

mcZ
y

mc0
y

mc1
y

mc2
y

mc3
y

mc4
y

mc5
y

mc6
y

mc7
y

mc8
y

mc9
y

mc_
y

mc.
y

mda
y

mdb
y

mdc
y

mdd
y

mde
y

mdf
y

mdg
y

mdh
y

mdi
y

mdj
y

mdk
y

mdl
y

mdm
y

mdn
y

mdo
y

mdp
y

mdq
y

mdr
y

mds
y

mdt
y

mdu
y

mdv
y

mdw
y

mdx
y

mdy
y

mdz
y

mdA
y

mdB
y

mdC
y

mdD
y

mdE
y

mdF
y

mdG
y

mdH
y

mdI
y

mdJ
y

mdK
y

mdL
y

mdM
y

mdN
y

mdO
y

mdP
y

mdQ
y

mdR
y

mdS
y

mdT
y

mdU
y

mdV
y

mdW
y

mdX
y

mdY
y

mdZ
y

md0
y

md1
y

md2
y

md3
y

md4
y

md5
y

md6
y

md7
y

md8
y

md9
y

md_
y

md.
y

mea
y

meb
y

mec
y

med
y

mee
y

mef
y

meg
y

meh
y

mei
y

mej
y

mek
y

mel
y

mem
y

men
y

meo
y

mep
y

meq
y

mer
y

mes
y

met
y

meu
y

mev
y

mew
y

mex
y

mey
y

mez
y

meA
y

meB
y

meC
y

meD
y

meE
y

meF
y

meG
y

meH
y

meI
y

meJ
y

meK
y

meL
y

meM
y

meN
y

meO
y

meP
y

meQ
y

meR
y

meS
y

meT
y

meU
y

meV
y

meW
y

meX
y

meY
y

meZ
y

me0
y

me1
y

me2
y

me3
y

me4
y

me5
y

me6
y

me7
y

me8
y

me9
y

me_
y

me.
y

mfa
y

mfb
y

mfc
y

mfd
y

mfe
y

mff
y

mfg
y

mfh
y

mfi
y

mfj
y

mfk
y

mfl
y

mfm
y

mfn
y

mfo
y

mfp
y

mfq
y

mfr
y

mfs
y

mft
y

mfu
y

mfv
y

mfw
y

mfx
y

mfy
y

mfz
y

mfA
y

mfB
y

mfC
y

mfD
y

mfE
y

mfF
y

mfG
y

mfH
y

mfI
y

mfJ
y

mfK
y

mfL
y

mfM
y

mfN
y

mfO
y

mfP
y

mfQ
y

mfR
y

mfS
y

mfT
y

mfU
y

mfV
y

mfW
y

mfX
y

mfY
y

mfZ
y

mf0
y

mf1
y

mf2
y

mf3
y

mf4
y

mf5
y

mf6
y

mf7
y

mf8
y

mf9
y

mf_
y

mf.
y

mga
y

mgb
y

mgc
y

mgd
y

mge
y

mgf
y

mgg
y

mgh
y

mgi
y

mgj
y

mgk
y

mgl
y

mgm
y

mgn
y

mgo
y

mgp
y

mgq
y

mgr
y

mgs
y

mgt
y

mgu
y

mgv
y

mgw
y

mgx
y

mgy
y

mgz
y

mgA
y

mgB
y

mgC
y

mgD
y

mgE
y

mgF
y

mgG
y

mgH
y

mgI
y

mgJ
y

mgK
y

mgL
y

mgM
y

mgN
y

mgO
y

mgP
y

mgQ
y

mgR
y

mgS
y

mgT
y

mgU
y

mgV
y

mgW
y

mgX
y

mgY
y

mgZ
y

mg0
y

mg1
y

mg2
y

mg3
y

mg4
y

mg5
y

mg6
y

mg7
y

mg8
y

mg9
y

mg_
y

mg.
y

mha
y

mhb
y

mhc
y

mhd
y

mhe
y

mhf
y

mhg
y

mhh
y

mhi
y

mhj
y

mhk
y

mhl
y

mhm
y

mhn
y

mho
y

mhp
y

mhq
y

mhr
y

mhs
y

mht
y

mhu
y

mhv
y

mhw
y

mhx
y

mhy
y

mhz
y

mhA
y

mhB
y

mhC
y

mhD
y

mhE
y

mhF
y

mhG
y

mhH
y

mhI
y

mhJ
y

mhK
y

mhL
y

mhM
y

mhN
y

mhO
y

mhP
y

mhQ
y

mhR
y

mhS
y

mhT
y

mhU
y

mhV
y

mhW
y

mhX
y

mhY
y

mhZ
y

mh0
y

mh1
y

mh2
y

mh3
y

mh4
y

mh5
y

mh6
y

mh7
y

mh8
y

mh9
y

mh_
y

mh.
y

mia
y

mib
y

mic
y

mid
y

mie
y

mif
y

mig
y

mih
y

mii
y

mij
y

mik
y

mil
y

mim
y

min
y

mio
y

mip
y

miq
y

mir
y

mis
y

mit
y

miu
y

miv
y

miw
y

mix
y

miy
y

miz
y

miA
y

miB
y

miC
y

miD
y

miE
y

miF
y

miG
y

miH
y

miI
y

miJ
y

miK
y

miL
y

miM
y

miN
y

miO
y

miP
y

miQ
y

miR
y

miS
y

miT
y

miU
y

miV
y

miW
y

miX
y

miY
y

miZ
y

mi0
y

mi1
y

mi2
y

mi3
y

mi4
y

mi5
y

mi6
y

mi7
y

mi8
y

mi9
y

mi_
y

mi.
y

mja
y

mjb
y

mjc
y

mjd
y

mje
y

mjf
y

mjg
y

mjh
y

mji
y

mjj
y

mjk
y

mjl
y

mjm
y

mjn
y

mjo
y

mjp
y

mjq
y

mjr
y

mjs
y

mjt
y

mju
y

mjv
y

mjw
y

mjx
y

mjy
y

mjz
y

mjA
y

mjB
y

mjC
y

mjD
y

mjE
y

mjF
y

mjG
y

mjH
y

mjI
y

mjJ
y

mjK
y

mjL
y

mjM
y

mjN
y

mjO
y

mjP
y

mjQ
y

mjR
y

mjS
y

mjT
y

mjU
y

mjV
y

mjW
y

mjX
y

mjY
y

mjZ
y

mj0
y

mj1
y

mj2
y

mj3
y

mj4
y

mj5
y

mj6
y

mj7
y

mj8
y

mj9
y

mj_
y

mj.
y

mka
y

mkb
y

mkc
y

mkd
y

mke
y

mkf
y

mkg
y

mkh
y

mki
y

mkj
y

mkk
y

mkl
y

mkm
y

mkn
y

mko
y

mkp
y

mkq
y

mkr
y

mks
y

mkt
y

mku
y

mkv
y

mkw
y

mkx
y

mky
y

mkz
y

mkA
y

mkB
y

mkC
y

mkD
y

mkE
y

mkF
y

mkG
y

mkH
y

mkI
y

mkJ
y

mkK
y

mkL
y

mkM
y

mkN
y

mkO
y

mkP
y

mkQ
y

mkR
y

mkS
y

mkT
y

mkU
y

mkV
y

mkW
y

mkX
y

mkY
y

mkZ
y

mk0
y

mk1
y

mk2
y

mk3
y

mk4
y

mk5
y

mk6
y

mk7
y

mk8
y

mk9
y

mk_
y

mk.
y

mla
y

mlb
y

mlc
y

mld
y

mle
y

mlf
y

mlg
y

mlh
y

mli
y

mlj
y

mlk
y

mll
y

mlm
y

mln
y

mlo
y

mlp
y

mlq
y

mlr
y

mls
y

mlt
y

mlu
y

mlv
y

mlw
y

mlx
y

mly
y

mlz
y

mlA
y

mlB
y

mlC
y

mlD
y

mlE
y

mlF
y

mlG
y

mlH
y

mlI
y

mlJ
y

mlK
y

mlL
y

mlM
y

mlN
y

mlO
y

mlP
y

mlQ
y

mlR
y

mlS
y

mlT
y

mlU
y

mlV
y

mlW
y

mlX
y

mlY
y

mlZ
y

ml0
y

ml1
y

ml2
y

ml3
y

ml4
y

ml5
y

ml6
y

ml7
y

ml8
y

ml9
y

ml_
y

ml.
y

mma
y

mmb
y

mmc
y

mmd
y

mme
y

mmf
y

mmg
y

mmh
y

mmi
y

mmj
y

mmk
y

mml
y

mmm
y

mmn
y

mmo
y

mmp
y

mmq
y

mmr
y

mms
y

mmt
y

mmu
y

mmv
y

mmw
y

mmx
y

mmy
y

mmz
y

mmA
y

mmB
y

mmC
y

mmD
y

mmE
y

mmF
y

mmG
y

mmH
y

mmI
y

mmJ
y

mmK
y

mmL
y

mmM
y

mmN
y

mmO
y

mmP
y

mmQ
y

mmR
y

mmS
y

mmT
y

mmU
y

mmV
y

mmW
y

mmX
y

mmY
y

mmZ
y

mm0
y

mm1
y

mm2
y

mm3
y

mm4
y

mm5
y

mm6
y

mm7
y

mm8
y

mm9
y

mm_
y

mm.
y

mna
y

mnb
y

mnc
y

mnd
y

mne
y

mnf
y

mng
y

mnh
y

mni
y

mnj
y

mnk
y

mnl
y

mnm
y

mnn
y

mno
y

mnp
y

mnq
y

mnr
y

mns
y

mnt
y

mnu
y

mnv
y

mnw
y

mnx
y

mny
y

mnz
y

mnA
y

mnB
y

mnC
y

mnD
y

mnE
y

mnF
y

mnG
y

mnH
y

mnI
y

mnJ
y

mnK
y

mnL
y

mnM
y

mnN
y

mnO
y

mnP
y

mnQ
y

mnR
y

mnS
y

mnT
y

mnU
y

mnV
y

mnW
y

mnX
y

mnY
y

mnZ
y

mn0
y

mn1
y

mn2
y

mn3
y

mn4
y

mn5
y

mn6
y

mn7
y

mn8
y

mn9
y

mn_
y

mn.
y

moa
y

mob
y

moc
y

mod
y

moe
y

mof
y

mog
y

moh
y

moi
y

moj
y

mok
y

mol
y

mom
y

mon
y

moo
y

mop
y

moq
y

mor
y

mos
y

mot
y

mou
y

mov
y

mow
y

mox
y

moy
y

moz
y

moA
y

moB
y

moC
y

moD
y

moE
y

moF
y

moG
y

moH
y

moI
y

moJ
y

moK
y

moL
y

moM
y

moN
y

moO
y

moP
y

moQ
y

moR
y

moS
y

moT
y

moU
y

moV
y

moW
y

moX
y

moY
y

moZ
y

mo0
y

mo1
y

mo2
y

mo3
y

mo4
y

mo5
y

mo6
y

mo7
y

mo8
y

mo9
y

mo_
y

mo.
y

mpa
y

mpb
y

mpc
y

mpd
y

mpe
y

mpf
y

mpg
y

mph
y

mpi
y

mpj
y

mpk
y

mpl
y

mpm
y

mpn
y

mpo
y

mpp
y

mpq
y

mpr
y

mps
y

mpt
y

mpu
y

mpv
y

mpw
y

mpx
y

mpy
y

mpz
y

mpA
y

mpB
y

mpC
y

mpD
y

mpE
y

mpF
y

mpG
y

mpH
y

mpI
y

mpJ
y

mpK
y

mpL
y

mpM
y

mpN
y

mpO
y

mpP
y

mpQ
y

mpR
y

mpS
y

mpT
y

mpU
y

mpV
y

mpW
y

mpX
y

mpY
y

mpZ
y

mp0
y

mp1
y

mp2
y

mp3
y

mp4
y

mp5
y

mp6
y

mp7
y

mp8
y

mp9
y

mp_
y

mp.
y

mqa
y

mqb
y

mqc
y

mqd
y

mqe
y

mqf
y

mqg
y

mqh
y

mqi
y

mqj
y

mqk
y

mql
y

mqm
y

mqn
y

mqo
y

mqp
y

mqq
y

mqr
y

mqs
y

mqt
y

mqu
y

mqv
y

mqw
y

mqx
y

mqy
y

mqz
y

mqA
y

mqB
y

mqC
y

mqD
y

mqE
y

mqF
y

mqG
y

mqH
y

mqI
y

mqJ
y

mqK
y

mqL
y

mqM
y

mqN
y

mqO
y

mqP
y

mqQ
y

mqR
y

mqS
y

mqT
y

mqU
y

mqV
y

mqW
y

mqX
y

mqY
y

mqZ
y

mq0
y

mq1
y

mq2
y

mq3
y

mq4
y

mq5
y

mq6
y

mq7
y

mq8
y

mq9
y

mq_
y

mq.
y

mra
y

mrb
y

mrc
y

mrd
y

mre
y

mrf
y

mrg
y

mrh
y

mri
y

mrj
y

mrk
y

mrl
y

mrm
y

mrn
y

mro
y

mrp
y

mrq
y

mrr
y

mrs
y

mrt
y

mru
y

mrv
y

mrw
y

mrx
y

mry
y

mrz
y

mrA
y

mrB
y

mrC
y

mrD
y

mrE
y

mrF
y

mrG
y

mrH
y

mrI
y

mrJ
y

mrK
y

mrL
y

mrM
y

mrN
y

mrO
y

mrP
y

mrQ
y

mrR
y

mrS
y

mrT
y

mrU
y

mrV
y

mrW
y

mrX
y

mrY
y

mrZ
y

mr0
y

mr1
y

mr2
y

mr3
y

mr4
y

mr5
y

mr6
y

mr7
y

mr8
y

mr9
y

mr_
y

mr.
y

msa
y

msb
y

msc
y

msd
y

mse
y

msf
y

msg
y

msh
y

msi
y

msj
y

msk
y

msl
y

msm
y

msn
y

mso
y

msp
y

msq
y

msr
y

mss
y

mst
y

msu
y

msv
y

msw
y

msx
y

msy
y

msz
y

msA
y

msB
y

msC
y

msD
y

msE
y

msF
y

msG
y

msH
y

msI
y

msJ
y

msK
y

msL
y

msM
y

msN
y

msO
y

msP
y

msQ
y

msR
y

msS
y

msT
y

msU
y

msV
y

msW
y

msX
y

msY
y

msZ
y

ms0
y

ms1
y

ms2
y

ms3
y

ms4
y

ms5
y

ms6
y

ms7
y

ms8
y

ms9
y

ms_
y

ms.
y

mta
y

mtb
y

mtc
y

mtd
y

mte
y

mtf
y

mtg
y

mth
y

mti
y

mtj
y

mtk
y

mtl
y

mtm
y

mtn
y

mto
y

mtp
y

mtq
y

mtr
y

mts
y

mtt
y

mtu
y

mtv
y

mtw
y

mtx
y

mty
y

mtz
y

mtA
y

mtB
y

mtC
y

mtD
y

mtE
y

mtF
y

mtG
y

mtH
y

mtI
y

mtJ
y

mtK
y

mtL
y

mtM
y

mtN
y

mtO
y

mtP
y

mtQ
y

mtR
y

mtS
y

mtT
y

mtU
y

mtV
y

mtW
y

mtX
y

mtY
y

mtZ
y

mt0
y

mt1
y

mt2
y

mt3
y

mt4
y

mt5
y

mt6
y

mt7
y

mt8
y

mt9
y

mt_
y

mt.
y

mua
y

mub
y

muc
y

mud
y

mue
y

muf
y

mug
y

muh
y

mui
y

muj
y

muk
y

mul
y

mum
y

mun
y

muo
y

mup
y

muq
y

mur
y

mus
y

mut
y

muu
y

muv
y

muw
y

mux
y

muy
y

muz
y

muA
y

muB
y

muC
y

muD
y

muE
y

muF
y

muG
y

muH
y

muI
y

muJ
y

muK
y

muL
y

muM
y

muN
y

muO
y

muP
y

muQ
y

muR
y

muS
y

muT
y

muU
y

muV
y

muW
y

muX
y

muY
y

muZ
y

mu0
y

mu1
y

mu2
y

mu3
y

mu4
y

mu5
y

mu6
y

mu7
y

mu8
y

mu9
y

mu_
y

mu.
y

mva
y

mvb
y

mvc
y

mvd
y

mve
y

mvf
y

mvg
y

mvh
y

mvi
y

mvj
y

mvk
y

mvl
y

mvm
y

mvn
y

mvo
y

mvp
y

mvq
y

mvr
y

mvs
y

mvt
y

mvu
y

mvv
y

mvw
y

mvx
y

mvy
y

mvz
y

mvA
y

mvB
y

mvC
y

mvD
y

mvE
y

mvF
y

mvG
y

mvH
y

mvI
y

mvJ
y

mvK
y

mvL
y

mvM
y

mvN
y

mvO
y

mvP
y

mvQ
y

mvR
y

mvS
y

mvT
y

mvU
y

mvV
y

mvW
y

mvX
y

mvY
y

mvZ
y

mv0
y

mv1
y

mv2
y

mv3
y

mv4
y

mv5
y

mv6
y

mv7
y

mv8
y

mv9
y

mv_
y

mv.
y

mwa
y

mwb
y

mwc
y

mwd
y

mwe
y

mwf
y

mwg
y

mwh
y

mwi
y

mwj
y

mwk
y

mwl
y

mwm
y

mwn
y

mwo
y

mwp
y

mwq
y

mwr
y

mws
y

mwt
y

mwu
y

mwv
y

mww
y

mwx
y

mwy
y

mwz
y

mwA
y

mwB
y

mwC
y

mwD
y

mwE
y

mwF
y

mwG
y

mwH
y

mwI
y

mwJ
y

mwK
y

mwL
y

mwM
y

mwN
y

mwO
y

mwP
y

mwQ
y

mwR
y

mwS
y

mwT
y

mwU
y

mwV
y

mwW
y

mwX
y

mwY
y

mwZ
y

mw0
y

mw1
y

mw2
y

mw3
y

mw4
y

mw5
y

mw6
y

mw7
y

mw8
y

mw9
y

mw_
y

mw.
y

mxa
y

mxb
y

mxc
y

mxd
y

mxe
y

mxf
y

mxg
y

mxh
y

mxi
y

mxj
y

mxk
y

mxl
y

mxm
y

mxn
y

mxo
y

mxp
y

mxq
y

mxr
y

mxs
y

mxt
y

mxu
y

mxv
y

mxw
y

mxx
y

mxy
y

mxz
y

mxA
y

mxB
y

mxC
y

mxD
y

mxE
y

mxF
y

mxG
y

mxH
y

mxI
y

mxJ
y

mxK
y

mxL
y

mxM
y

mxN
y

mxO
y

mxP
y

mxQ
y

mxR
y

mxS
y

mxT
y

mxU
y

mxV
y

mxW
y

mxX
y

mxY
y

mxZ
y

mx0
y

mx1
y

mx2
y

mx3
y

mx4
y

mx5
y

mx6
y

mx7
y

mx8
y

mx9
y

mx_
y

mx.
y

mya
y

myb
y

myc
y

myd
y

mye
y

myf
y

myg
y

myh
y

myi
y

myj
y

myk
y

myl
y

mym
y

myn
y

myo
y

myp
y

myq
y

myr
y

mys
y

myt
y

myu
y

myv
y

myw
y

myx
y

myy
y

myz
y

myA
y

myB
y

myC
y

myD
y

myE
y

myF
y

myG
y

myH
y

myI
y

myJ
y

myK
y

myL
y

myM
y

myN
y

myO
y

myP
y

myQ
y

myR
y

myS
y

myT
y

myU
y

myV
y

myW
y

myX
y

myY
y

myZ
y

my0
y

my1
y

my2
y

my3
y

my4
y

my5
y

my6
y

my7
y

my8
y

my9
y

my_
y

my.
y

mza
y

mzb
y

mzc
y

mzd
y

mze
y

mzf
y

mzg
y

mzh
y

mzi
y

mzj
y

mzk
y

mzl
y

mzm
y

mzn
y

mzo
y

mzp
y

mzq
y

mzr
y

mzs
y

mzt
y

mzu
y

mzv
y

mzw
y

mzx
y

mzy
y

mzz
y

mzA
y

mzB
y

mzC
y

mzD
y

mzE
y

mzF
y

mzG
y

mzH
y

mzI
y

mzJ
y

mzK
y

mzL
y

mzM
y

mzN
y

mzO
y

mzP
y

mzQ
y

mzR
y

mzS
y

mzT
y

mzU
y

mzV
y

mzW
y

mzX
y

mzY
y

mzZ
y

mz0
y

mz1
y

mz2
y

mz3
y

mz4
y

mz5
y

mz6
y

mz7
y

mz8
y

mz9
y

mz_
y

mz.
y

mAa
y

mAb
y

mAc
y

mAd
y

mAe
y

mAf
y

mAg
y

mAh
y

mAi
y

mAj
y

mAk
y

mAl
y

mAm
y

mAn
y

mAo
y

mAp
y

mAq
y

mAr
y

mAs
y

mAt
y

mAu
y

mAv
y

mAw
y

mAx
y

mAy
y

mAz
y

mAA
y

mAB
y

mAC
y

mAD
y

mAE
y

mAF
y

mAG
y

mAH
y

mAI
y

mAJ
y

mAK
y

mAL
y

mAM
y

mAN
y

mAO
y

mAP
y

mAQ
y

mAR
y

mAS
y

mAT
y

mAU
y

mAV
y

mAW
y

mAX
y

mAY
y

mAZ
y

mA0
y

mA1
y

mA2
y

mA3
y

mA4
y

mA5
y

mA6
y

mA7
y

mA8
y

mA9
y

mA_
y

mA.
y

mBa
y

mBb
y

mBc
y

mBd
y

mBe
y

mBf
y

mBg
y

mBh
y

mBi
y

mBj
y

mBk
y

mBl
y

mBm
y

mBn
y

mBo
y

mBp
y

mBq
y

mBr
y

mBs
y

mBt
y

mBu
y

mBv
y

mBw
y

mBx
y

mBy
y

mBz
y

mBA
y

mBB
y

mBC
y

mBD
y

mBE
y

mBF
y

mBG
y

mBH
y

mBI
y

mBJ
y

mBK
y

mBL
y

mBM
y

mBN
y

mBO
y

mBP
y

mBQ
y

mBR
y

mBS
y

mBT
y

mBU
y

mBV
y

mBW
y

mBX
y

mBY
y

mBZ
y

mB0
y

mB1
y

mB2
y

mB3
y

mB4
y

mB5
y

mB6
y

mB7
y

mB8
y

mB9
y

mB_
y

mB.
y

mCa
y

mCb
y

mCc
y

mCd
y

mCe
y

mCf
y

mCg
y

mCh
y

mCi
y

mCj
y

mCk
y

mCl
y

mCm
y

mCn
y

mCo
y

mCp
y

mCq
y

mCr
y

mCs
y

mCt
y

mCu
y

mCv
y

mCw
y

mCx
y

mCy
y

mCz
y

mCA
y

mCB
y

mCC
y

mCD
y

mCE
y

mCF
y

mCG
y

mCH
y

mCI
y

mCJ
y

mCK
y

mCL
y

mCM
y

mCN
y

mCO
y

mCP
y

mCQ
y

mCR
y

mCS
y

mCT
y

mCU
y

mCV
y

mCW
y

mCX
y

mCY
y

mCZ
y

mC0
y

mC1
y

mC2
y

mC3
y

mC4
y

mC5
y

mC6
y

mC7
y

mC8
y

mC9
y

mC_
y

mC.
y

mDa
y

mDb
y

mDc
y

mDd
y

mDe
y

mDf
y

mDg
y

mDh
y

mDi
y

mDj
y

mDk
y

mDl
y

mDm
y

mDn
y

mDo
y

mDp
y

mDq
y

mDr
y

mDs
y

mDt
y

mDu
y

mDv
y

mDw
y

mDx
y

mDy
y

mDz
y

mDA
y

mDB
y

mDC
y

mDD
y

mDE
y

mDF
y

mDG
y

mDH
y

mDI
y

mDJ
y

mDK
y

mDL
y

mDM
y

mDN
y

mDO
y

mDP
y

mDQ
y

mDR
y

mDS
y

mDT
y

mDU
y

mDV
y

mDW
y

mDX
y

mDY
y

mDZ
y

mD0
y

mD1
y

mD2
y

mD3
y

mD4
y

mD5
y

mD6
y

mD7
y

mD8
y

mD9
y

mD_
y

mD.
y

mEa
y

mEb
y

mEc
y

mEd
y

mEe
y

mEf
y

mEg
y

mEh
y

mEi
y

mEj
y

mEk
y

mEl
y

mEm
y

mEn
y

mEo
y

mEp
y

mEq
y

mEr
y

mEs
y

mEt
y

mEu
y

mEv
y

mEw
y

mEx
y

mEy
y

mEz
y

mEA
y

mEB
y

mEC
y

mED
y

mEE
y

mEF
y

mEG
y

mEH
y

mEI
y

mEJ
y

mEK
y

mEL
y

mEM
y

mEN
y

mEO
y

mEP
y

mEQ
y

mER
y

mES
y

mET
y

mEU
y

mEV
y

mEW
y

mEX
y

mEY
y

mEZ
y

mE0
y

mE1
y

mE2
y

mE3
y

mE4
y

mE5
y

mE6
y

mE7
y

mE8
y

mE9
y

mE_
y

mE.
y

mFa
y

mFb
y

mFc
y

mFd
y

mFe
y

mFf
y

mFg
y

mFh
y

mFi
y

mFj
y

mFk
y

mFl
y

mFm
y

mFn
y

mFo
y

mFp
y

mFq
y

mFr
y

mFs
y

mFt
y

mFu
y

mFv
y

mFw
y

mFx
y

mFy
y

mFz
y

mFA
y

mFB
y

mFC
y

mFD
y

mFE
y

mFF
y

mFG
y

mFH
y

mFI
y

mFJ
y

mFK
y

mFL
y

mFM
y

mFN
y

mFO
y

mFP
y

mFQ
y

mFR
y

mFS
y

mFT
y

mFU
y

mFV
y

mFW
y

mFX
y

mFY
y

mFZ
y

mF0
y

mF1
y

mF2
y

mF3
y

mF4
y

mF5
y

mF6
y

mF7
y

mF8
y

mF9
y

mF_
y

mF.
y

mGa
y

mGb
y

mGc
y

mGd
y

mGe
y

mGf
y

mGg
y

mGh
y

mGi
y

mGj
y

mGk
y

mGl
y

mGm
y

mGn
y

mGo
y

mGp
y

mGq
y

mGr
y

mGs
y

mGt
y

mGu
y

mGv
y

mGw
y

mGx
y

mGy
y

mGz
y

mGA
y

mGB
y

mGC
y

mGD
y

mGE
y

mGF
y

mGG
y

mGH
y

mGI
y

mGJ
y

mGK
y

mGL
y

mGM
y

mGN
y

mGO
y

mGP
y

mGQ
y

mGR
y

mGS
y

mGT
y

mGU
y

mGV
y

mGW
y

mGX
y

mGY
y

mGZ
y

mG0
y

mG1
y

mG2
y

mG3
y

mG4
y

mG5
y

mG6
y

mG7
y

mG8
y

mG9
y

mG_
y

mG.
y

mHa
y

mHb
y

mHc
y

mHd
y

mHe
y

mHf
y

mHg
y

mHh
y

mHi
y

mHj
y

mHk
y

mHl
y

mHm
y

mHn
y

mHo
y

mHp
y

mHq
y

mHr
y

mHs
y

mHt
y

mHu
y

mHv
y

mHw
y

mHx
y

mHy
y

mHz
y

mHA
y

mHB
y

mHC
y

mHD
y

mHE
y

mHF
y

mHG
y

mHH
y

mHI
y

mHJ
y

mHK
y

mHL
y

mHM
y

mHN
y

mHO
y

mHP
y

mHQ
y

mHR
y

mHS
y

mHT
y

mHU
y

mHV
y

mHW
y

mHX
y

mHY
y

mHZ
y

mH0
y

mH1
y

mH2
y

mH3
y

mH4
y

mH5
y

mH6
y

mH7
y

mH8
y

mH9
y

mH_
y

mH.
y

mIa
y

mIb
y

mIc
y

mId
y

mIe
y

mIf
y

mIg
y

mIh
y

mIi
y

mIj
y

mIk
y

mIl
y

mIm
y

mIn
y

mIo
y

mIp
y

mIq
y

mIr
y

mIs
y

mIt
y

mIu
y

mIv
y

mIw
y

mIx
y

mIy
y

mIz
y

mIA
y

mIB
y

mIC
y

mID
y

mIE
y

mIF
y

mIG
y

mIH
y

mII
y

mIJ
y

mIK
y

mIL
y

mIM
y

mIN
y

mIO
y

mIP
y

mIQ
y

mIR
y

mIS
y

mIT
y

mIU
y

mIV
y

mIW
y

mIX
y

mIY
y

mIZ
y

mI0
y

mI1
y

mI2
y

mI3
y

mI4
y

mI5
y

mI6
y

mI7
y

mI8
y

mI9
y

mI_
y

mI.
y

mJa
y

mJb
y

mJc
y

mJd
y

mJe
y

mJf
y

mJg
y

mJh
y

mJi
y

mJj
y

mJk
y

mJl
y

mJm
y

mJn
y

mJo
y

mJp
y

mJq
y

mJr
y

mJs
y

mJt
y

mJu
y

mJv
y

mJw
y

mJx
y

mJy
y

mJz
y

mJA
y

mJB
y

mJC
y

mJD
y

mJE
y

mJF
y

mJG
y

mJH
y

mJI
y

mJJ
y

mJK
y

mJL
y

mJM
y

mJN
y

mJO
y

mJP
y

mJQ
y

mJR
y

mJS
y

mJT
y

mJU
y

mJV
y

mJW
y

mJX
y

mJY
y

mJZ
y

mJ0
y

mJ1
y

mJ2
y

mJ3
y

mJ4
y

mJ5
y

mJ6
y

mJ7
y

mJ8
y

mJ9
y

mJ_
y

mJ.
y

mKa
y

mKb
y

mKc
y

mKd
y

mKe
y

mKf
y

mKg
y

mKh
y

mKi
y

mKj
y

mKk
y

mKl
y

mKm
y

mKn
y

mKo
y

mKp
y

mKq
y

mKr
y

mKs
y

mKt
y

mKu
y

mKv
y

mKw
y

mKx
y

mKy
y

mKz
y

mKA
y

mKB
y

mKC
y

mKD
y

mKE
y

mKF
y

mKG
y

mKH
y

mKI
y

mKJ
y

mKK
y

mKL
y

mKM
y

mKN
y

mKO
y

mKP
y

mKQ
y

mKR
y

mKS
y

mKT
y

mKU
y

mKV
y

mKW
y

mKX
y

mKY
y

mKZ
y

mK0
y

mK1
y

mK2
y

mK3
y

mK4
y

mK5
y

mK6
y

mK7
y

mK8
y

mK9
y

mK_
y

mK.
y

mLa
y

mLb
y

mLc
y

mLd
y

mLe
y

mLf
y

mLg
y

mLh
y

mLi
y

mLj
y

mLk
y

mLl
y

mLm
y

mLn
y

mLo
y

mLp
y

mLq
y

mLr
y

mLs
y

mLt
y

mLu
y

mLv
y

mLw
y

mLx
y

mLy
y

mLz
y

mLA
y

mLB
y

mLC
y

mLD
y

mLE
y

mLF
y

mLG
y

mLH
y

mLI
y

mLJ
y

mLK
y

mLL
y

mLM
y

mLN
y

mLO
y

mLP
y

mLQ
y

mLR
y

mLS
y

mLT
y

mLU
y

mLV
y

mLW
y

mLX
y

mLY
y

mLZ
y

mL0
y

mL1
y

mL2
y

mL3
y

mL4
y

mL5
y

mL6
y

mL7
y

mL8
y

mL9
y

mL_
y

mL.
y

mMa
y

mMb
y

mMc
y

mMd
y

mMe
y

mMf
y

mMg
y

mMh
y

mMi
y

mMj
y

mMk
y

mMl
y

mMm
y

mMn
y

mMo
y

mMp
y

mMq
y

mMr
y

mMs
y

mMt
y

mMu
y

mMv
y

mMw
y

mMx
y

mMy
y

mMz
y

mMA
y

mMB
y

mMC
y

mMD
y

mME
y

mMF
y

mMG
y

mMH
y

mMI
y

mMJ
y

mMK
y

mML
y

mMM
y

mMN
y

mMO
y

mMP
y

mMQ
y

mMR
y

mMS
y

mMT
y

mMU
y

mMV
y

mMW
y

mMX
y

mMY
y

mMZ
y

mM0
y

mM1
y

mM2
y

mM3
y

mM4
y

mM5
y

mM6
y

mM7
y

mM8
y

mM9
y

mM_
y

mM.
y

mNa
y

mNb
y

mNc
y

mNd
y

mNe
y

mNf
y

mNg
y

mNh
y

mNi
y

mNj
y

mNk
y

mNl
y

mNm
y

mNn
y

mNo
y

mNp
y

mNq
y

mNr
y

mNs
y

mNt
y

mNu
y

mNv
y

mNw
y

mNx
y

mNy
y

mNz
y

mNA
y

mNB
y

mNC
y

mND
y

mNE
y

mNF
y

mNG
y

mNH
y

mNI
y

mNJ
y

mNK
y

mNL
y

mNM
y

mNN
y

mNO
y

mNP
y

mNQ
y

mNR
y

mNS
y

mNT
y

mNU
y

mNV
y

mNW
y

mNX
y

mNY
y

mNZ
y

mN0
y

mN1
y

mN2
y

mN3
y

mN4
y

mN5
y

mN6
y

mN7
y

mN8
y

mN9
y

mN_
y

mN.
y

mOa
y

mOb
y

mOc
y

mOd
y

mOe
y

mOf
y

mOg
y

mOh
y

mOi
y

mOj
y

mOk
y

mOl
y

mOm
y

mOn
y

mOo
y

mOp
y

mOq
y

mOr
y

mOs
y

mOt
y

mOu
y

mOv
y

mOw
y

mOx
y

mOy
y

mOz
y

mOA
y

mOB
y

mOC
y

mOD
y

mOE
y

mOF
y

mOG
y

mOH
y

mOI
y

mOJ
y

mOK
y

mOL
y

mOM
y

mON
y

mOO
y

mOP
y

mOQ
y

mOR
y

mOS
y

mOT
y

mOU
y

mOV
y

mOW
y

mOX
y

mOY
y

mOZ
y

mO0
y

mO1
y

mO2
y

mO3
y

mO4
y

mO5
y

mO6
y

mO7
y

mO8
y

mO9
y

mO_
y

mO.
y

mPa
y

mPb
y

mPc
y

mPd
y

mPe
y

mPf
y

mPg
y

mPh
y

mPi
y

mPj
y

mPk
y

mPl
y

mPm
y

mPn
y

mPo
y

mPp
y

mPq
y

mPr
y

mPs
y

mPt
y

mPu
y

mPv
y

mPw
y

mPx
y

mPy
y

mPz
y

mPA
y

mPB
y

mPC
y

mPD
y

mPE
y

mPF
y

mPG
y

mPH
y

mPI
y

mPJ
y

mPK
y

mPL
y

mPM
y

mPN
y

mPO
y

mPP
y

mPQ
y

mPR
y

mPS
y

mPT
y

mPU
y

mPV
y

mPW
y

mPX
y

mPY
y

mPZ
y

mP0
y

mP1
y

mP2
y

mP3
y

mP4
y

mP5
y

mP6
y

mP7
y

mP8
y

mP9
y

mP_
y

mP.
y

mQa
y

mQb
y

mQc
y

mQd
y

mQe
y

mQf
y

mQg
y

mQh
y

mQi
y

mQj
y

mQk
y

mQl
y

mQm
y

mQn
y

mQo
y

mQp
y

mQq
y

mQr
y

mQs
y

mQt
y

mQu
y

mQv
y

mQw
y

mQx
y

mQy
y

mQz
y

mQA
y

mQB
y

mQC
y

mQD
y

mQE
y

mQF
y

mQG
y

mQH
y

mQI
y

mQJ
y

mQK
y

mQL
y

mQM
y

mQN
y

mQO
y

mQP
y

mQQ
y

mQR
y

mQS
y

mQT
y

mQU
y

mQV
y

mQW
y

mQX
y

mQY
y

mQZ
y

mQ0
y

mQ1
y

mQ2
y

mQ3
y

mQ4
y

mQ5
y

mQ6
y

mQ7
y

mQ8
y

mQ9
y

mQ_
y

mQ.
y

mRa
y

mRb
y

mRc
y

mRd
y

mRe
y

mRf
y

mRg
y

mRh
y

mRi
y

mRj
y

mRk
y

mRl
y

mRm
y

mRn
y

mRo
y

mRp
y

mRq
y

mRr
y

mRs
y

mRt
y

mRu
y

mRv
y

mRw
y

mRx
y

mRy
y

mRz
y

mRA
y

mRB
y

mRC
y

mRD
y

mRE
y

mRF
y

mRG
y

mRH
y

mRI
y

mRJ
y

mRK
y

mRL
y

mRM
y

mRN
y

mRO
y

mRP
y

mRQ
y

mRR
y

mRS
y

mRT
y

mRU
y

mRV
y

mRW
y

mRX
y

mRY
y

mRZ
y

mR0
y

mR1
y

mR2
y

mR3
y

mR4
y

mR5
y

mR6
y

mR7
y

mR8
y

mR9
y

mR_
y

mR.
y

mSa
y

mSb
y

mSc
y

mSd
y

mSe
y

mSf
y

mSg
y

mSh
y

mSi
y

mSj
y

mSk
y

mSl
y

mSm
y

mSn
y

mSo
y

mSp
y

mSq
y

mSr
y

mSs
y

mSt
y

mSu
y

mSv
y

mSw
y

mSx
y

mSy
y

mSz
y

mSA
y

mSB
y

mSC
y

mSD
y

mSE
y

mSF
y

mSG
y

mSH
y

mSI
y

mSJ
y

mSK
y

mSL
y

mSM
y

mSN
y

mSO
y

mSP
y

mSQ
y

mSR
y

mSS
y

mST
y

mSU
y

mSV
y

mSW
y

mSX
y

mSY
y

mSZ
y

mS0
y

mS1
y

mS2
y

mS3
y

mS4
y

mS5
y

mS6
y

mS7
y

mS8
y

mS9
y

mS_
y

mS.
y

mTa
y

mTb
y

mTc
y

mTd
y

mTe
y

mTf
y

mTg
y

mTh
y

mTi
y

mTj
y

mTk
y

mTl
y

mTm
y

mTn
y

mTo
y

mTp
y

mTq
y

mTr
y

mTs
y

mTt
y

mTu
y

mTv
y

mTw
y

mTx
y

mTy
y

mTz
y

mTA
y

mTB
y

mTC
y

mTD
y

mTE
y

mTF
y

mTG
y

mTH
y

mTI
y

mTJ
y

mTK
y

mTL
y

mTM
y

mTN
y

mTO
y

mTP
y

mTQ
y

mTR
y

mTS
y

mTT
y

mTU
y

mTV
y

mTW
y

mTX
y

mTY
y

mTZ
y

mT0
y

mT1
y

mT2
y

mT3
y

mT4
y

mT5
y

mT6
y

mT7
y

mT8
y

mT9
y

mT_
y

mT.
y

mUa
y

mUb
y

mUc
y

mUd
y

mUe
y

mUf
y

mUg
y

mUh
y

mUi
y

mUj
y

mUk
y

mUl
y

mUm
y

mUn
y

mUo
y

mUp
y

mUq
y

mUr
y

mUs
y

mUt
y

mUu
y

mUv
y

mUw
y

mUx
y

mUy
y

mUz
y

mUA
y

mUB
y

mUC
y

mUD
y

mUE
y

mUF
y

mUG
y

mUH
y

mUI
y

mUJ
y

mUK
y

mUL
y

mUM
y

mUN
y

mUO
y

mUP
y

mUQ
y

mUR
y

mUS
y

mUT
y

mUU
y

mUV
y

mUW
y

mUX
y

mUY
y

mUZ
y

mU0
y

mU1
y

mU2
y

mU3
y

mU4
y

mU5
y

mU6
y

mU7
y

mU8
y

mU9
y

mU_
y

mU.
y

mVa
y

mVb
y

mVc
y

mVd
y

mVe
y

mVf
y

mVg
y

mVh
y

mVi
y

mVj
y

mVk
y

mVl
y

mVm
y

mVn
y

mVo
y

mVp
y

mVq
y

mVr
y

mVs
y

mVt
y

mVu
y

mVv
y

mVw
y

mVx
y

mVy
y

mVz
y

mVA
y

mVB
y

mVC
y

mVD
y

mVE
y

mVF
y

mVG
y

mVH
y

mVI
y

mVJ
y

mVK
y

mVL
y

mVM
y

mVN
y

mVO
y

mVP
y

mVQ
y

mVR
y

mVS
y

mVT
y

mVU
y

mVV
y

mVW
y

mVX
y

mVY
y

mVZ
y

mV0
y

mV1
y

mV2
y

mV3
y

mV4
y

mV5
y

mV6
y

mV7
y

mV8
y

mV9
y

mV_
y

mV.
y

mWa
y

mWb
y

mWc
y

mWd
y

mWe
y

mWf
y

mWg
y

mWh
y

mWi
y

mWj
y

mWk
y

mWl
y

mWm
y

mWn
y

mWo
y

mWp
y

mWq
y

mWr
y

mWs
y

mWt
y

mWu
y

mWv
y

mWw
y

mWx
y

mWy
y

mWz
y

mWA
y

mWB
y

mWC
y

mWD
y

mWE
y

mWF
y

mWG
y

mWH
y

mWI
y

mWJ
y

mWK
y

mWL
y

mWM
y

mWN
y

mWO
y

mWP
y

mWQ
y

mWR
y

mWS
y

mWT
y

mWU
y

mWV
y

mWW
y

mWX
y

mWY
y

mWZ
y

mW0
y

mW1
y

mW2
y

mW3
y

mW4
y

mW5
y

mW6
y

mW7
y

mW8
y

mW9
y

mW_
y

mW.
y

mXa
y

mXb
y

mXc
y

mXd
y

mXe
y

mXf
y

mXg
y

mXh
y

mXi
y

mXj
y

mXk
y

mXl
y

mXm
y

mXn
y

mXo
y

mXp
y

mXq
y

mXr
y

mXs
y

mXt
y

mXu
y

mXv
y

mXw
y

mXx
y

mXy
y

mXz
y

mXA
y

mXB
y

mXC
y

mXD
y

mXE
y

mXF
y

mXG
y

mXH
y

mXI
y

mXJ
y

mXK
y

mXL
y

mXM
y

mXN
y

mXO
y

mXP
y

mXQ
y

mXR
y

mXS
y

mXT
y

mXU
y

mXV
y

mXW
y

mXX
y

mXY
y

mXZ
y

mX0
y

mX1
y

mX2
y

mX3
y

mX4
y

mX5
y

mX6
y

mX7
y

mX8
y

mX9
y

mX_
y

mX.
y

mYa
y

mYb
y

mYc
y

mYd
y

mYe
y

mYf
y

mYg
y

mYh
y

mYi
y

mYj
y

mYk
y

mYl
y

mYm
y

mYn
y

mYo
y

mYp
y

mYq
y

mYr
y

mYs
y

mYt
y

mYu
y

mYv
y

mYw
y

mYx
y

mYy
y

mYz
y

mYA
y

mYB
y

mYC
y

mYD
y

mYE
y

mYF
y

mYG
y

mYH
y

mYI
y

mYJ
y

mYK
y

mYL
y

mYM
y

mYN
y

mYO
y

mYP
y

mYQ
y

mYR
y

mYS
y

mYT
y

mYU
y

mYV
y

mYW
y

mYX
y

mYY
y

mYZ
y

mY0
y

mY1
y

mY2
y

mY3
y

mY4
y

mY5
y

mY6
y

mY7
y

mY8
y

mY9
y

mY_
y

mY.
y

mZa
y

mZb
y

mZc
y

mZd
y

mZe
y

mZf
y

mZg
y

mZh
y

mZi
y

mZj
y

mZk
y

mZl
y

mZm
y

mZn
y

mZo
y

mZp
y

mZq
y

mZr
y

mZs
y

mZt
y

mZu
y

mZv
y

mZw
y

mZx
y

mZy
y

mZz
y

mZA
y

mZB
y

mZC
y

mZD
y

mZE
y

mZF
y

mZG
y

mZH
y

mZI
y

mZJ
y

mZK
y

mZL
y

mZM
y

mZN
y

mZO
y

mZP
y

mZQ
y

mZR
y

mZS
y

mZT
y

mZU
y

mZV
y

mZW
y

mZX
y

mZY
y

mZZ
y

mZ0
y

mZ1
y

mZ2
y

mZ3
y

mZ4
y

mZ5
y

mZ6
y

mZ7
y

mZ8
y

mZ9
y

mZ_
y

mZ.
y

m0a
y

m0b
y

m0c
y

m0d
y

m0e
y

m0f
y

m0g
y

m0h
y

m0i
y

m0j
y

m0k
y

m0l
y

m0m
y

m0n
y

m0o
y

m0p
y

m0q
y

m0r
y

m0s
y

m0t
y

m0u
y

m0v
y

m0w
y

m0x
y

m0y
y

m0z
y

m0A
y

m0B
y

m0C
y

m0D
y

m0E
y

m0F
y

m0G
y

m0H
y

m0I
y

m0J
y

m0K
y

m0L
y

m0M
y

m0N
y

m0O
y

m0P
y

m0Q
y

m0R
y

m0S
y

m0T
y

m0U
y

m0V
y

m0W
y

m0X
y

m0Y
y

m0Z
y

m00
y

m01
y

m02
y

m03
y

m04
y

m05
y

m06
y

m07
y

m08
y

m09
y

m0_
y

m0.
y

m1a
y

m1b
y

m1c
y

m1d
y

m1e
y

m1f
y

m1g
y

m1h
y

m1i
y

m1j
y

m1k
y

m1l
y

m1m
y

m1n
y

m1o
y

m1p
y

m1q
y

m1r
y

m1s
y

m1t
y

m1u
y

m1v
y

m1w
y

m1x
y

m1y
y

m1z
y

m1A
y

m1B
y

m1C
y

m1D
y

m1E
y

m1F
y

m1G
y

m1H
y

m1I
y

m1J
y

m1K
y

m1L
y

m1M
y

m1N
y

m1O
y

m1P
y

m1Q
y

m1R
y

m1S
y

m1T
y

m1U
y

m1V
y

m1W
y

m1X
y

m1Y
y

m1Z
y

m10
y

m11
y

m12
y

m13
y

m14
y

m15
y

m16
y

m17
y

m18
y

m19
y

m1_
y

m1.
y

m2a
y

m2b
y

m2c
y

m2d
y

m2e
y

m2f
y

m2g
y

m2h
y

m2i
y

m2j
y

m2k
y

m2l
y

m2m
y

m2n
y

m2o
y

m2p
y

m2q
y

m2r
y

m2s
y

m2t
y

m2u
y

m2v
y

m2w
y

m2x
y

m2y
y

m2z
y

m2A
y

m2B
y

m2C
y

m2D
y

m2E
y

m2F
y

m2G
y

m2H
y

m2I
y

m2J
y

m2K
y

m2L
y

m2M
y

m2N
y

m2O
y

m2P
y

m2Q
y

m2R
y

m2S
y

m2T
y

m2U
y

m2V
y

m2W
y

m2X
y

m2Y
y

m2Z
y

m20
y

m21
y

m22
y

m23
y

m24
y

m25
y

m26
y

m27
y

m28
y

m29
y

m2_
y

m2.
y

m3a
y

m3b
y

m3c
y

m3d
y

m3e
y

m3f
y

m3g
y

m3h
y

m3i
y

m3j
y

m3k
y

m3l
y

m3m
y

m3n
y

m3o
y

m3p
y

m3q
y

m3r
y

m3s
y

m3t
y

m3u
y

m3v
y

m3w
y

m3x
y

m3y
y

m3z
y

m3A
y

m3B
y

m3C
y

m3D
y

m3E
y

m3F
y

m3G
y

m3H
y

m3I
y

m3J
y

m3K
y

m3L
y

m3M
y

m3N
y

m3O
y

m3P
y

m3Q
y

m3R
y

m3S
y

m3T
y

m3U
y

m3V
y

m3W
y

m3X
y

m3Y
y

m3Z
y

m30
y

m31
y

m32
y

m33
y

m34
y

m35
y

m36
y

m37
y

m38
y

m39
y

m3_
y

m3.
y

m4a
y

m4b
y

m4c
y

m4d
y

m4e
y

m4f
y

m4g
y

m4h
y

m4i
y

m4j
y

m4k
y

m4l
y

m4m
y

m4n
y

m4o
y

m4p
y

m4q
y

m4r
y

m4s
y

m4t
y

m4u
y

m4v
y

m4w
y

m4x
y

m4y
y

m4z
y

m4A
y

m4B
y

m4C
y

m4D
y

m4E
y

m4F
y

m4G
y

m4H
y

m4I
y

m4J
y

m4K
y

m4L
y

m4M
y

m4N
y

m4O
y

m4P
y

m4Q
y

m4R
y

m4S
y

m4T
y

m4U
y

m4V
y

m4W
y

m4X
y

m4Y
y

m4Z
y

m40
y

m41
y

m42
y

m43
y

m44
y

m45
y

m46
y

m47
y

m48
y

m49
y

m4_
y

m4.
y

m5a
y

m5b
y

m5c
y

m5d
y

m5e
y

m5f
y

m5g
y

m5h
y

m5i
y

m5j
y

m5k
y

m5l
y

m5m
y

m5n
y

m5o
y

m5p
y

m5q
y

m5r
y

m5s
y

m5t
y

m5u
y

m5v
y

m5w
y

m5x
y

m5y
y

m5z
y

m5A
y

m5B
y

m5C
y

m5D
y

m5E
y

m5F
y

m5G
y

m5H
y

m5I
y

m5J
y

m5K
y

m5L
y

m5M
y

m5N
y

m5O
y

m5P
y

m5Q
y

m5R
y

m5S
y

m5T
y

m5U
y

m5V
y

m5W
y

m5X
y

m5Y
y

m5Z
y

m50
y

m51
y

m52
y

m53
y

m54
y

m55
y

m56
y

m57
y

m58
y

m59
y

m5_
y

m5.
y

m6a
y

m6b
y

m6c
y

m6d
y

m6e
y

m6f
y

m6g
y

m6h
y

m6i
y

m6j
y

m6k
y

m6l
y

m6m
y

m6n
y

m6o
y

m6p
y

m6q
y

m6r
y

m6s
y

m6t
y

m6u
y

m6v
y

m6w
y

m6x
y

m6y
y

m6z
y

m6A
y

m6B
y

m6C
y

m6D
y

m6E
y

m6F
y

m6G
y

m6H
y

m6I
y

m6J
y

m6K
y

m6L
y

m6M
y

m6N
y

m6O
y

m6P
y

m6Q
y

m6R
y

m6S
y

m6T
y

m6U
y

m6V
y

m6W
y

m6X
y

m6Y
y

m6Z
y

m60
y

m61
y

m62
y

m63
y

m64
y

m65
y

m66
y

m67
y

m68
y

m69
y

m6_
y

m6.
y

m7a
y

m7b
y

m7c
y

m7d
y

m7e
y

m7f
y

m7g
y

m7h
y

m7i
y

m7j
y

m7k
y

m7l
y

m7m
y

m7n
y

m7o
y

m7p
y

m7q
y

m7r
y

m7s
y

m7t
y

m7u
y

m7v
y

m7w
y

m7x
y

m7y
y

m7z
y

m7A
y

m7B
y

m7C
y

m7D
y

m7E
y

m7F
y

m7G
y

m7H
y

m7I
y

m7J
y

m7K
y

m7L
y

m7M
y

m7N
y

m7O
y

m7P
y

m7Q
y

m7R
y

m7S
y

m7T
y

m7U
y

m7V
y

m7W
y

m7X
y

m7Y
y

m7Z
y

m70
y

m71
y

m72
y

m73
y

m74
y

m75
y

m76
y

m77
y

m78
y

m79
y

m7_
y

m7.
y

m8a
y

m8b
y

m8c
y

m8d
y

m8e
y

m8f
y

m8g
y

m8h
y

m8i
y

m8j
y

m8k
y

m8l
y

m8m
y

m8n
y

m8o
y

m8p
y

m8q
y

m8r
y

m8s
y

m8t
y

m8u
y

m8v
y

m8w
y

m8x
y

m8y
y

m8z
y

m8A
y

m8B
y

m8C
y

m8D
y

m8E
y

m8F
y

m8G
y

m8H
y

m8I
y

m8J
y

m8K
y

m8L
y

m8M
y

m8N
y

m8O
y

m8P
y

m8Q
y

m8R
y

m8S
y

m8T
y

m8U
y

m8V
y

m8W
y

m8X
y

m8Y
y

m8Z
y

m80
y

m81
y

m82
y

m83
y

m84
y

m85
y

m86
y

m87
y

m88
y

m89
y

m8_
y

m8.
y

m9a
y

m9b
y

m9c
y

m9d
y

m9e
y

m9f
y

m9g
y

m9h
y

m9i
y

m9j
y

m9k
y

m9l
y

m9m
y

m9n
y

m9o
y

m9p
y

m9q
y

m9r
y

m9s
y

m9t
y

m9u
y

m9v
y

m9w
y

m9x
y

m9y
y

m9z
y

m9A
y

m9B
y

m9C
y

m9D
y

m9E
y

m9F
y

m9G
y

m9H
y

m9I
y

m9J
y

m9K
y

m9L
y

m9M
y

m9N
y

m9O
y

m9P
y

m9Q
y

m9R
y

m9S
y

m9T
y

m9U
y

m9V
y

m9W
y

m9X
y

m9Y
y

m9Z
y

m90
y

m91
y

m92
y

m93
y

m94
y

m95
y

m96
y

m97
y

m98
y

m99
y

m9_
y

m9.
y

m_a
y

m_b
y

m_c
y

m_d
y

m_e
y

m_f
y

m_g
y

m_h
y

m_i
y

m_j
y

m_k
y

m_l
y

m_m
y

m_n
y

m_o
y

m_p
y

m_q
y

m_r
y

m_s
y

m_t
y

m_u
y

m_v
y

m_w
y

m_x
y

m_y
y

m_z
y

m_A
y

m_B
y

m_C
y

m_D
y

m_E
y

m_F
y

m_G
y

m_H
y

m_I
y

m_J
y

m_K
y

m_L
y

m_M
y

m_N
y

m_O
y

m_P
y

m_Q
y

m_R
y

m_S
y

m_T
y

m_U
y

m_V
y

m_W
y

m_X
y

m_Y
y

m_Z
y

m_0
y

m_1
y

m_2
y

m_3
y

m_4
y

m_5
y

m_6
y

m_7
y

m_8
y

m_9
y

m__
y

m_.
y

m.a
y

m.b
y

m.c
y

m.d
y

m.e
y

m.f
y

m.g
y

m.h
y

m.i
y

m.j
y

m.k
y

m.l
y

m.m
y

m.n
y

m.o
y

m.p
y

m.q
y

m.r
y

m.s
y

m.t
y

m.u
y

m.v
y

m.w
y

m.x
y

m.y
y

m.z
y

m.A
y

m.B
y

m.C
y

m.D
y

m.E
y

m.F
y

m.G
y

m.H
y

m.I
y

m.J
y

m.K
y

m.L
y

m.M
y

m.N
y

m.O
y

m.P
y

m.Q
y

m.R
y

m.S
y

m.T
y

m.U
y

m.V
y

m.W
y

m.X
y

m.Y
y

m.Z
y

m.0
y

m.1
y

m.2
y

m.3
y

m.4
y

m.5
y

m.6
y

m.7
y

m.8
y

m.9
y

m._
y

m..
y

naa
y

nab
y

nac
y

nad
y

nae
y

naf
y

nag
y

nah
y

nai
y

naj
y

nak
y

nal
y

nam
y

nan
y

nao
y

nap
y

naq
y

nar
y

nas
y

nat
y

nau
y

nav
y

naw
y

nax
y

nay
y

naz
y

naA
y

naB
y

naC
y

naD
y

naE
y

naF
y

naG
y

naH
y

naI
y

naJ
y

naK
y

naL
y

naM
y

naN
y

naO
y

naP
y

naQ
y

naR
y

naS
y

naT
y

naU
y

naV
y

naW
y

naX
y

naY
y

naZ
y

na0
y

na1
y

na2
y

na3
y

na4
y

na5
y

na6
y

na7
y

na8
y

na9
y

na_
y

na.
y

nba
y

nbb
y

nbc
y

nbd
y

nbe
y

nbf
y

nbg
y

nbh
y

nbi
y

nbj
y

nbk
y

nbl
y

nbm
y

nbn
y

nbo
y

nbp
y

nbq
y

nbr
y

nbs
y

nbt
y

nbu
y

nbv
y

nbw
y

nbx
y

nby
y

nbz
y

nbA
y

nbB
y

nbC
y

nbD
y

nbE
y

nbF
y

nbG
y

nbH
y

nbI
y

nbJ
y

nbK
y

nbL
y

nbM
y

nbN
y

nbO
y

nbP
y

nbQ
y

nbR
y

nbS
y

nbT
y

nbU
y

nbV
y

nbW
y

nbX
y

nbY
y

nbZ
y

nb0
y

nb1
y

nb2
y

nb3
y

nb4
y

nb5
y

nb6
y

nb7
y

nb8
y

nb9
y

nb_
y

nb.
y

nca
y

ncb
y

ncc
y

ncd
y

nce
y

ncf
y

ncg
y

nch
y

nci
y

ncj
y

nck
y

ncl
y

ncm
y

ncn
y

nco
y

ncp
y

ncq
y

ncr
y

ncs
y

nct
y

ncu
y

ncv
y

ncw
y

ncx
y

ncy
y

ncz
y

ncA
y

ncB
y

ncC
y

ncD
y

ncE
y

ncF
y

ncG
y

ncH
y

ncI
y

ncJ
y

ncK
y

ncL
y

ncM
y

ncN
y

ncO
y

ncP
y

ncQ
y

ncR
y

ncS
y

ncT
y

ncU
y

ncV
y

ncW
y

ncX
y

ncY
y

ncZ
y

nc0
y

nc1
y

nc2
y

nc3
y

nc4
y

nc5
y

nc6
y

nc7
y

nc8
y

nc9
y

nc_
y

nc.
y

nda
y

ndb
y

ndc
y

ndd
y

nde
y

ndf
y

ndg
y

ndh
y

ndi
y

ndj
y

ndk
y

ndl
y

ndm
y

ndn
y

ndo
y

ndp
y

ndq
y

ndr
y

nds
y

ndt
y

ndu
y

ndv
y

ndw
y

ndx
y

ndy
y

ndz
y

ndA
y

ndB
y

ndC
y

ndD
y

ndE
y

ndF
y

ndG
y

ndH
y

ndI
y

ndJ
y

ndK
y

ndL
y

ndM
y

ndN
y

ndO
y

ndP
y

ndQ
y

ndR
y

ndS
y

ndT
y

ndU
y

ndV
y

ndW
y

ndX
y

ndY
y

ndZ
y

nd0
y

nd1
y

nd2
y

nd3
y

nd4
y

nd5
y

nd6
y

nd7
y

nd8
y

nd9
y

nd_
y

nd.
y

nea
y

neb
y

nec
y

ned
y

nee
y

nef
y

neg
y

neh
y

nei
y

nej
y

nek
y

nel
y

nem
y

nen
y

neo
y

nep
y

neq
y

ner
y

nes
y

net
y

neu
y

nev
y

new
y

nex
y

ney
y

nez
y

neA
y

neB
y

neC
y

neD
y

neE
y

neF
y

neG
y

neH
y

neI
y

neJ
y

neK
y

neL
y

neM
y

neN
y

neO
y

neP
y

neQ
y

neR
y

neS
y

neT
y

neU
y

neV
y

neW
y

neX
y

neY
y

neZ
y

ne0
y

ne1
y

ne2
y

ne3
y

ne4
y

ne5
y

ne6
y

ne7
y

ne8
y

ne9
y

ne_
y

ne.
y

nfa
y

nfb
y

nfc
y

nfd
y

nfe
y

nff
y

nfg
y

nfh
y

nfi
y

nfj
y

nfk
y

nfl
y

nfm
y

nfn
y

nfo
y

nfp
y

nfq
y

nfr
y

nfs
y

nft
y

nfu
y

nfv
y

nfw
y

nfx
y

nfy
y

nfz
y

nfA
y

nfB
y

nfC
y

nfD
y

nfE
y

nfF
y

nfG
y

nfH
y

nfI
y

nfJ
y

nfK
y

nfL
y

nfM
y

nfN
y

nfO
y

nfP
y

nfQ
y

nfR
y

nfS
y

nfT
y

nfU
y

nfV
y

nfW
y

nfX
y

nfY
y

nfZ
y

nf0
y

nf1
y

nf2
y

nf3
y

nf4
y

nf5
y

nf6
y

nf7
y

nf8
y

nf9
y

nf_
y

nf.
y

nga
y

ngb
y

ngc
y

ngd
y

nge
y

ngf
y

ngg
y

ngh
y

ngi
y

ngj
y

ngk
y

ngl
y

ngm
y

ngn
y

ngo
y

ngp
y

ngq
y

ngr
y

ngs
y

ngt
y

ngu
y

ngv
y

ngw
y

ngx
y

ngy
y

ngz
y

ngA
y

ngB
y

ngC
y

ngD
y

ngE
y

ngF
y

ngG
y

ngH
y

ngI
y

ngJ
y

ngK
y

ngL
y

ngM
y

ngN
y

ngO
y

ngP
y

ngQ
y

ngR
y

ngS
y

ngT
y

ngU
y

ngV
y

ngW
y

ngX
y

ngY
y

ngZ
y

ng0
y

ng1
y

ng2
y

ng3
y

ng4
y

ng5
y

ng6
y

ng7
y

ng8
y

ng9
y

ng_
y

ng.
y

nha
y

nhb
y

nhc
y

nhd
y

nhe
y

nhf
y

nhg
y

nhh
y

nhi
y

nhj
y

nhk
y

nhl
y

nhm
y

nhn
y

nho
y

nhp
y

nhq
y

nhr
y

nhs
y

nht
y

nhu
y

nhv
y

nhw
y

nhx
y

nhy
y

nhz
y

nhA
y

nhB
y

nhC
y

nhD
y

nhE
y

nhF
y

nhG
y

nhH
y

nhI
y

nhJ
y

nhK
y

nhL
y

nhM
y

nhN
y

nhO
y

nhP
y

nhQ
y

nhR
y

nhS
y

nhT
y

nhU
y

nhV
y

nhW
y

nhX
y

nhY
y

nhZ
y

nh0
y

nh1
y

nh2
y

nh3
y

nh4
y

nh5
y

nh6
y

nh7
y

nh8
y

nh9
y

nh_
y

nh.
y

nia
y

nib
y

nic
y

nid
y

nie
y

nif
y

nig
y

nih
y

nii
y

nij
y

nik
y

nil
y

nim
y

nin
y

nio
y

nip
y

niq
y

nir
y

nis
y

nit
y

niu
y

niv
y

niw
y

nix
y

niy
y

niz
y

niA
y

niB
y

niC
y

niD
y

niE
y

niF
y

niG
y

niH
y

niI
y

niJ
y

niK
y

niL
y

niM
y

niN
y

niO
y

niP
y

niQ
y

niR
y

niS
y

niT
y

niU
y

niV
y

niW
y

niX
y

niY
y

niZ
y

ni0
y

ni1
y

ni2
y

ni3
y

ni4
y

ni5
y

ni6
y

ni7
y

ni8
y

ni9
y

ni_
y

ni.
y

nja
y

njb
y

njc
y

njd
y

nje
y

njf
y

njg
y

njh
y

nji
y

njj
y

njk
y

njl
y

njm
y

njn
y

njo
y

njp
y

njq
y

njr
y

njs
y

njt
y

nju
y

njv
y

njw
y

njx
y

njy
y

njz
y

njA
y

njB
y

njC
y

njD
y

njE
y

njF
y

njG
y

njH
y

njI
y

njJ
y

njK
y

njL
y

njM
y

njN
y

njO
y

njP
y

njQ
y

njR
y

njS
y

njT
y

njU
y

njV
y

njW
y

njX
y

njY
y

njZ
y

nj0
y

nj1
y

nj2
y

nj3
y

nj4
y

nj5
y

nj6
y

nj7
y

nj8
y

nj9
y

nj_
y

nj.
y

nka
y

nkb
y

nkc
y

nkd
y

nke
y

nkf
y

nkg
y

nkh
y

nki
y

nkj
y

nkk
y

nkl
y

nkm
y

nkn
y

nko
y

nkp
y

nkq
y

nkr
y

nks
y

nkt
y

nku
y

nkv
y

nkw
y

nkx
y

nky
y

nkz
y

nkA
y

nkB
y

nkC
y

nkD
y

nkE
y

nkF
y

nkG
y

nkH
y

nkI
y

nkJ
y

nkK
y

nkL
y

nkM
y

nkN
y

nkO
y

nkP
y

nkQ
y

nkR
y

nkS
y

nkT
y

nkU
y

nkV
y

nkW
y

nkX
y

nkY
y

nkZ
y

nk0
y

nk1
y

nk2
y

nk3
y

nk4
y

nk5
y

nk6
y

nk7
y

nk8
y

nk9
y

nk_
y

nk.
y

nla
y

nlb
y

nlc
y

nld
y

nle
y

nlf
y

nlg
y

nlh
y

nli
y

nlj
y

nlk
y

nll
y

nlm
y

nln
y

nlo
y

nlp
y

nlq
y

nlr
y

nls
y

nlt
y

nlu
y

nlv
y

nlw
y

nlx
y

nly
y

nlz
y

nlA
y

nlB
y

nlC
y

nlD
y

nlE
y

nlF
y

nlG
y

nlH
y

nlI
y

nlJ
y

nlK
y

nlL
y

nlM
y

nlN
y

nlO
y

nlP
y

nlQ
y

nlR
y

nlS
y

nlT
y

nlU
y

nlV
y

nlW
y

nlX
y

nlY
y

nlZ
y

nl0
y

nl1
y

nl2
y

nl3
y

nl4
y

nl5
y

nl6
y

nl7
y

nl8
y

nl9
y

nl_
y

nl.
y

nma
y

nmb
y

nmc
y

nmd
y

nme
y

nmf
y

nmg
y

nmh
y

nmi
y

nmj
y

nmk
y

nml
y

nmm
y

nmn
y

nmo
y

nmp
y

nmq
y

nmr
y

nms
y

nmt
y

nmu
y

nmv
y

nmw
y

nmx
y

nmy
y

nmz
y

nmA
y

nmB
y

nmC
y

nmD
y

nmE
y

nmF
y

nmG
y

nmH
y

nmI
y

nmJ
y

nmK
y

nmL
y

nmM
y

nmN
y

nmO
y

nmP
y

nmQ
y

nmR
y

nmS
y

nmT
y

nmU
y

nmV
y

nmW
y

nmX
y

nmY
y

nmZ
y

nm0
y

nm1
y

nm2
y

nm3
y

nm4
y

nm5
y

nm6
y

nm7
y

nm8
y

nm9
y

nm_
y

nm.
y

nna
y

nnb
y

nnc
y

nnd
y

nne
y

nnf
y

nng
y

nnh
y

nni
y

nnj
y

nnk
y

nnl
y

nnm
y

nnn
y

nno
y

nnp
y

nnq
y

nnr
y

nns
y

nnt
y

nnu
y

nnv
y

nnw
y

nnx
y

nny
y

nnz
y

nnA
y

nnB
y

nnC
y

nnD
y

nnE
y

nnF
y

nnG
y

nnH
y

nnI
y

nnJ
y

nnK
y

nnL
y

nnM
y

nnN
y

nnO
y

nnP
y

nnQ
y

nnR
y

nnS
y

nnT
y

nnU
y

nnV
y

nnW
y

nnX
y

nnY
y

nnZ
y

nn0
y

nn1
y

nn2
y

nn3
y

nn4
y

nn5
y

nn6
y

nn7
y

nn8
y

nn9
y

nn_
y

nn.
y

noa
y

nob
y

noc
y

nod
y

noe
y

nof
y

nog
y

noh
y

noi
y

noj
y

nok
y

nol
y

nom
y

non
y

noo
y

nop
y

noq
y

nor
y

nos
y

not
y

nou
y

nov
y

now
y

nox
y

noy
y

noz
y

noA
y

noB
y

noC
y

noD
y

noE
y

noF
y

noG
y

noH
y

noI
y

noJ
y

noK
y

noL
y

noM
y

noN
y

noO
y

noP
y

noQ
y

noR
y

noS
y

noT
y

noU
y

noV
y

noW
y

noX
y

noY
y

noZ
y

no0
y

no1
y

no2
y

no3
y

no4
y

no5
y

no6
y

no7
y

no8
y

no9
y

no_
y

no.
y

npa
y

npb
y

npc
y

npd
y

npe
y

npf
y

npg
y

nph
y

npi
y

npj
y

npk
y

npl
y

npm
y

npn
y

npo
y

npp
y

npq
y

npr
y

nps
y

npt
y

npu
y

npv
y

npw
y

npx
y

npy
y

npz
y

npA
y

npB
y

npC
y

npD
y

npE
y

npF
y

npG
y

npH
y

npI
y

npJ
y

npK
y

npL
y

npM
y

npN
y

npO
y

npP
y

npQ
y

npR
y

npS
y

npT
y

npU
y

npV
y

npW
y

npX
y

npY
y

npZ
y

np0
y

np1
y

np2
y

np3
y

np4
y

np5
y

np6
y

np7
y

np8
y

np9
y

np_
y

np.
y

nqa
y

nqb
y

nqc
y

nqd
y

nqe
y

nqf
y

nqg
y

nqh
y

nqi
y

nqj
y

nqk
y

nql
y

nqm
y

nqn
y

nqo
y

nqp
y

nqq
y

nqr
y

nqs
y

nqt
y

nqu
y

nqv
y

nqw
y

nqx
y

nqy
y

nqz
y

nqA
y

nqB
y

nqC
y

nqD
y

nqE
y

nqF
y

nqG
y

nqH
y

nqI
y

nqJ
y

nqK
y

nqL
y

nqM
y

nqN
y

nqO
y

nqP
y

nqQ
y

nqR
y

nqS
y

nqT
y

nqU
y

nqV
y

nqW
y

nqX
y

nqY
y

nqZ
y

nq0
y

nq1
y

nq2
y

nq3
y

nq4
y

nq5
y

nq6
y

nq7
y

nq8
y

nq9
y

nq_
y

nq.
y

nra
y

nrb
y

nrc
y

nrd
y

nre
y

nrf
y

nrg
y

nrh
y

nri
y

nrj
y

nrk
y

nrl
y

nrm
y

nrn
y

nro
y

nrp
y

nrq
y

nrr
y

nrs
y

nrt
y

nru
y

nrv
y

nrw
y

nrx
y

nry
y

nrz
y

nrA
y

nrB
y

nrC
y

nrD
y

nrE
y

nrF
y

nrG
y

nrH
y

nrI
y

nrJ
y

nrK
y

nrL
y

nrM
y

nrN
y

nrO
y

nrP
y

nrQ
y

nrR
y

nrS
y

nrT
y

nrU
y

nrV
y

nrW
y

nrX
y

nrY
y

nrZ
y

nr0
y

nr1
y

nr2
y

nr3
y

nr4
y

nr5
y

nr6
y

nr7
y

nr8
y

nr9
y

nr_
y

nr.
y

nsa
y

nsb
y

nsc
y

nsd
y

nse
y

nsf
y

nsg
y

nsh
y

nsi
y

nsj
y

nsk
y

nsl
y

nsm
y

nsn
y

nso
y

nsp
y

nsq
y

nsr
y

nss
y

nst
y

nsu
y

nsv
y

nsw
y

nsx
y

nsy
y

nsz
y

nsA
y

nsB
y

nsC
y

nsD
y

nsE
y

nsF
y

nsG
y

nsH
y

nsI
y

nsJ
y

nsK
y

nsL
y

nsM
y

nsN
y

nsO
y

nsP
y

nsQ
y

nsR
y

nsS
y

nsT
y

nsU
y

nsV
y

nsW
y

nsX
y

nsY
y

nsZ
y

ns0
y

ns1
y

ns2
y

ns3
y

ns4
y

ns5
y

ns6
y

ns7
y

ns8
y

ns9
y

ns_
y

ns.
y

nta
y

ntb
y

ntc
y

ntd
y

nte
y

ntf
y

ntg
y

nth
y

nti
y

ntj
y

ntk
y

ntl
y

ntm
y

ntn
y

nto
y

ntp
y

ntq
y

ntr
y

nts
y

ntt
y

ntu
y

ntv
y

ntw
y

ntx
y

nty
y

ntz
y

ntA
y

ntB
y

ntC
y

ntD
y

ntE
y

ntF
y

ntG
y

ntH
y

ntI
y

ntJ
y

ntK
y

ntL
y

ntM
y

ntN
y

ntO
y

ntP
y

ntQ
y

ntR
y

ntS
y

ntT
y

ntU
y

ntV
y

ntW
y

ntX
y

ntY
y

ntZ
y

nt0
y

nt1
y

nt2
y

nt3
y

nt4
y

nt5
y

nt6
y

nt7
y

nt8
y

nt9
y

nt_
y

nt.
y

nua
y

nub
y

nuc
y

nud
y

nue
y

nuf
y

nug
y

nuh
y

nui
y

nuj
y

nuk
y

nul
y

num
y

nun
y

nuo
y

nup
y

nuq
y

nur
y

nus
y

nut
y

nuu
y

nuv
y

nuw
y

nux
y

nuy
y

nuz
y

nuA
y

nuB
y

nuC
y

nuD
y

nuE
y

nuF
y

nuG
y

nuH
y

nuI
y

nuJ
y

nuK
y

nuL
y

nuM
y

nuN
y

nuO
y

nuP
y

nuQ
y

nuR
y

nuS
y

nuT
y

nuU
y

nuV
y

nuW
y

nuX
y

nuY
y

nuZ
y

nu0
y

nu1
y

nu2
y

nu3
y

nu4
y

nu5
y

nu6
y

nu7
y

nu8
y

nu9
y

nu_
y

nu.
y

nva
y

nvb
y

nvc
y

nvd
y

nve
y

nvf
y

nvg
y

nvh
y

nvi
y

nvj
y

nvk
y

nvl
y

nvm
y

nvn
y

nvo
y

nvp
y

nvq
y

nvr
y

nvs
y

nvt
y

nvu
y

nvv
y

nvw
y

nvx
y

nvy
y

nvz
y

nvA
y

nvB
y

nvC
y

nvD
y

nvE
y

nvF
y

nvG
y

nvH
y

nvI
y

nvJ
y

nvK
y

nvL
y

nvM
y

nvN
y

nvO
y

nvP
y

nvQ
y

nvR
y

nvS
y

nvT
y

nvU
y

nvV
y

nvW
y

nvX
y

nvY
y

nvZ
y

nv0
y

nv1
y

nv2
y

nv3
y

nv4
y

nv5
y

nv6
y

nv7
y

nv8
y

nv9
y

nv_
y

nv.
y

nwa
y

nwb
y

nwc
y

nwd
y

nwe
y

nwf
y

nwg
y

nwh
y

nwi
y

nwj
y

nwk
y

nwl
y

nwm
y

nwn
y

nwo
y

nwp
y

nwq
y

nwr
y

nws
y

nwt
y

nwu
y

nwv
y

nww
y

nwx
y

nwy
y

nwz
y

nwA
y

nwB
y

nwC
y

nwD
y

nwE
y

nwF
y

nwG
y

nwH
y

nwI
y

nwJ
y

nwK
y

nwL
y

nwM
y

nwN
y

nwO
y

nwP
y

nwQ
y

nwR
y

nwS
y

nwT
y

nwU
y

nwV
y

nwW
y

nwX
y

nwY
y

nwZ
y

nw0
y

nw1
y

nw2
y

nw3
y

nw4
y

nw5
y

nw6
y

nw7
y

nw8
y

nw9
y

nw_
y

nw.
y

nxa
y

nxb
y

nxc
y

nxd
y

nxe
y

nxf
y

nxg
y

nxh
y

nxi
y

nxj
y

nxk
y

nxl
y

nxm
y

nxn
y

nxo
y

nxp
y

nxq
y

nxr
y

nxs
y

nxt
y

nxu
y

nxv
y

nxw
y

nxx
y

nxy
y

nxz
y

nxA
y

nxB
y

nxC
y

nxD
y

nxE
y

nxF
y

nxG
y

nxH
y

nxI
y

nxJ
y

nxK
y

nxL
y

nxM
y

nxN
y

nxO
y

nxP
y

nxQ
y

nxR
y

nxS
y

nxT
y

nxU
y

nxV
y

nxW
y

nxX
y

nxY
y

nxZ
y

nx0
y

nx1
y

nx2
y

nx3
y

nx4
y

nx5
y

nx6
y

nx7
y

nx8
y

nx9
y

nx_
y

nx.
y

nya
y

nyb
y

nyc
y

nyd
y

nye
y

nyf
y

nyg
y

nyh
y

nyi
y

nyj
y

nyk
y

nyl
y

nym
y

nyn
y

nyo
y

nyp
y

nyq
y

nyr
y

nys
y

nyt
y

nyu
y

nyv
y

nyw
y

nyx
y

nyy
y

nyz
y

nyA
y

nyB
y

nyC
y

nyD
y

nyE
y

nyF
y

nyG
y

nyH
y

nyI
y

nyJ
y

nyK
y

nyL
y

nyM
y

nyN
y

nyO
y

nyP
y

nyQ
y

nyR
y

nyS
y

nyT
y

nyU
y

nyV
y

nyW
y

nyX
y

nyY
y

nyZ
y

ny0
y

ny1
y

ny2
y

ny3
y

ny4
y

ny5
y

ny6
y

ny7
y

ny8
y

ny9
y

ny_
y

ny.
y

nza
y

nzb
y

nzc
y

nzd
y

nze
y

nzf
y

nzg
y

nzh
y

nzi
y

nzj
y

nzk
y

nzl
y

nzm
y

nzn
y

nzo
y

nzp
y

nzq
y

nzr
y

nzs
y

nzt
y

nzu
y

nzv
y

nzw
y

nzx
y

nzy
y

nzz
y

nzA
y

nzB
y

nzC
y

nzD
y

nzE
y

nzF
y

nzG
y

nzH
y

nzI
y

nzJ
y

nzK
y

nzL
y

nzM
y

nzN
y

nzO
y

nzP
y

nzQ
y

nzR
y

nzS
y

nzT
y

nzU
y

nzV
y

nzW
y

nzX
y

nzY
y

nzZ
y

nz0
y

nz1
y

nz2
y

nz3
y

nz4
y

nz5
y

nz6
y

nz7
y

nz8
y

nz9
y

nz_
y

nz.
y

nAa
y

nAb
y

nAc
y

nAd
y

nAe
y

nAf
y

nAg
y

nAh
y

nAi
y

nAj
y

nAk
y

nAl
y

nAm
y

nAn
y

nAo
y

nAp
y

nAq
y

nAr
y

nAs
y

nAt
y

nAu
y

nAv
y

nAw
y

nAx
y

nAy
y

nAz
y

nAA
y

nAB
y

nAC
y

nAD
y

nAE
y

nAF
y

nAG
y

nAH
y

nAI
y

nAJ
y

nAK
y

nAL
y

nAM
y

nAN
y

nAO
y

nAP
y

nAQ
y

nAR
y

nAS
y

nAT
y

nAU
y

nAV
y

nAW
y

nAX
y

nAY
y

nAZ
y

nA0
y

nA1
y

nA2
y

nA3
y

nA4
y

nA5
y

nA6
y

nA7
y

nA8
y

nA9
y

nA_
y

nA.
y

nBa
y

nBb
y

nBc
y

nBd
y

nBe
y

nBf
y

nBg
y

nBh
y

nBi
y

nBj
y

nBk
y

nBl
y

nBm
y

nBn
y

nBo
y

nBp
y

nBq
y

nBr
y

nBs
y

nBt
y

nBu
y

nBv
y

nBw
y

nBx
y

nBy
y

nBz
y

nBA
y

nBB
y

nBC
y

nBD
y

nBE
y

nBF
y

nBG
y

nBH
y

nBI
y

nBJ
y

nBK
y

nBL
y

nBM
y

nBN
y

nBO
y

nBP
y

nBQ
y

nBR
y

nBS
y

nBT
y

nBU
y

nBV
y

nBW
y

nBX
y

nBY
y

nBZ
y

nB0
y

nB1
y

nB2
y

nB3
y

nB4
y

nB5
y

nB6
y

nB7
y

nB8
y

nB9
y

nB_
y

nB.
y

nCa
y

nCb
y

nCc
y

nCd
y

nCe
y

nCf
y

nCg
y

nCh
y

nCi
y

nCj
y

nCk
y

nCl
y

nCm
y

nCn
y

nCo
y

nCp
y

nCq
y

nCr
y

nCs
y

nCt
y

nCu
y

nCv
y

nCw
y

nCx
y

nCy
y

nCz
y

nCA
y

nCB
y

nCC
y

nCD
y

nCE
y

nCF
y

nCG
y

nCH
y

nCI
y

nCJ
y

nCK
y

nCL
y

nCM
y

nCN
y

nCO
y

nCP
y

nCQ
y

nCR
y

nCS
y

nCT
y

nCU
y

nCV
y

nCW
y

nCX
y

nCY
y

nCZ
y

nC0
y

nC1
y

nC2
y

nC3
y

nC4
y

nC5
y

nC6
y

nC7
y

nC8
y

nC9
y

nC_
y

nC.
y

nDa
y

nDb
y

nDc
y

nDd
y

nDe
y

nDf
y

nDg
y

nDh
y

nDi
y

nDj
y

nDk
y

nDl
y

nDm
y

nDn
y

nDo
y

nDp
y

nDq
y

nDr
y

nDs
y

nDt
y

nDu
y

nDv
y

nDw
y

nDx
y

nDy
y

nDz
y

nDA
y

nDB
y

nDC
y

nDD
y

nDE
y

nDF
y

nDG
y

nDH
y

nDI
y

nDJ
y

nDK
y

nDL
y

nDM
y

nDN
y

nDO
y

nDP
y

nDQ
y

nDR
y

nDS
y

nDT
y

nDU
y

nDV
y

nDW
y

nDX
y

nDY
y

nDZ
y

nD0
y

nD1
y

nD2
y

nD3
y

nD4
y

nD5
y

nD6
y

nD7
y

nD8
y

nD9
y

nD_
y

nD.
y

nEa
y

nEb
y

nEc
y

nEd
y

nEe
y

nEf
y

nEg
y

nEh
y

nEi
y

nEj
y

nEk
y

nEl
y

nEm
y

nEn
y

nEo
y

nEp
y

nEq
y

nEr
y

nEs
y

nEt
y

nEu
y

nEv
y

nEw
y

nEx
y

nEy
y

nEz
y

nEA
y

nEB
y

nEC
y

nED
y

nEE
y

nEF
y

nEG
y

nEH
y

nEI
y

nEJ
y

nEK
y

nEL
y

nEM
y

nEN
y

nEO
y

nEP
y

nEQ
y

nER
y

nES
y

nET
y

nEU
y

nEV
y

nEW
y

nEX
y

nEY
y

nEZ
y

nE0
y

nE1
y

nE2
y

nE3
y

nE4
y

nE5
y

nE6
y

nE7
y

nE8
y

nE9
y

nE_
y

nE.
y

nFa
y

nFb
y

nFc
y

nFd
y

nFe
y

nFf
y

nFg
y

nFh
y

nFi
y

nFj
y

nFk
y

nFl
y

nFm
y

nFn
y

nFo
y

nFp
y

nFq
y

nFr
y

nFs
y

nFt
y

nFu
y

nFv
y

nFw
y

nFx
y

nFy
y

nFz
y

nFA
y

nFB
y

nFC
y

nFD
y

nFE
y

nFF
y

nFG
y

nFH
y

nFI
y

nFJ
y

nFK
y

nFL
y

nFM
y

nFN
y

nFO
y

nFP
y

nFQ
y

nFR
y

nFS
y

nFT
y

nFU
y

nFV
y

nFW
y

nFX
y

nFY
y

nFZ
y

nF0
y

nF1
y

nF2
y

nF3
y

nF4
y

nF5
y

nF6
y

nF7
y

nF8
y

nF9
y

nF_
y

nF.
y

nGa
y

nGb
y

nGc
y

nGd
y

nGe
y

nGf
y

nGg
y

nGh
y

nGi
y

nGj
y

nGk
y

nGl
y

nGm
y

nGn
y

nGo
y

nGp
y

nGq
y

nGr
y

nGs
y

nGt
y

nGu
y

nGv
y

nGw
y

nGx
y

nGy
y

nGz
y

nGA
y

nGB
y

nGC
y

nGD
y

nGE
y

nGF
y

nGG
y

nGH
y

nGI
y

nGJ
y

nGK
y

nGL
y

nGM
y

nGN
y

nGO
y

nGP
y

nGQ
y

nGR
y

nGS
y

nGT
y

nGU
y

nGV
y

nGW
y

nGX
y

nGY
y

nGZ
y

nG0
y

nG1
y

nG2
y

nG3
y

nG4
y

nG5
y

nG6
y

nG7
y

nG8
y

nG9
y

nG_
y

nG.
y

nHa
y

nHb
y

nHc
y

nHd
y

nHe
y

nHf
y

nHg
y

nHh
y

nHi
y

nHj
y

nHk
y

nHl
y

nHm
y

nHn
y

nHo
y

nHp
y

nHq
y

nHr
y

nHs
y

nHt
y

nHu
y

nHv
y

nHw
y

nHx
y

nHy
y

nHz
y

nHA
y

nHB
y

nHC
y

nHD
y

nHE
y

nHF
y

nHG
y

nHH
y

nHI
y

nHJ
y

nHK
y

nHL
y

nHM
y

nHN
y

nHO
y

nHP
y

nHQ
y

nHR
y

nHS
y

nHT
y

nHU
y

nHV
y

nHW
y

nHX
y

nHY
y

nHZ
y

nH0
y

nH1
y

nH2
y

nH3
y

nH4
y

nH5
y

nH6
y

nH7
y

nH8
y

nH9
y

nH_
y

nH.
y

nIa
y

nIb
y

nIc
y

nId
y

nIe
y

nIf
y

nIg
y

nIh
y

nIi
y

nIj
y

nIk
y

nIl
y

nIm
y

nIn
y

nIo
y

nIp
y

nIq
y

nIr
y

nIs
y

nIt
y

nIu
y

nIv
y

nIw
y

nIx
y

nIy
y

nIz
y

nIA
y

nIB
y

nIC
y

nID
y

nIE
y

nIF
y

nIG
y

nIH
y

nII
y

nIJ
y

nIK
y

nIL
y

nIM
y

nIN
y

nIO
y

nIP
y

nIQ
y

nIR
y

nIS
y

nIT
y

nIU
y

nIV
y

nIW
y

nIX
y

nIY
y

nIZ
y

nI0
y

nI1
y

nI2
y

nI3
y

nI4
y

nI5
y

nI6
y

nI7
y

nI8
y

nI9
y

nI_
y

nI.
y

nJa
y

nJb
y

nJc
y

nJd
y

nJe
y

nJf
y

nJg
y

nJh
y

nJi
y

nJj
y

nJk
y

nJl
y

nJm
y

nJn
y

nJo
y

nJp
y

nJq
y

nJr
y

nJs
y

nJt
y

nJu
y

nJv
y

nJw
y

nJx
y

nJy
y

nJz
y

nJA
y

nJB
y

nJC
y

nJD
y

nJE
y

nJF
y

nJG
y

nJH
y

nJI
y

nJJ
y

nJK
y

nJL
y

nJM
y

nJN
y

nJO
y

nJP
y

nJQ
y

nJR
y

nJS
y

nJT
y

nJU
y

nJV
y

nJW
y

nJX
y

nJY
y

nJZ
y

nJ0
y

nJ1
y

nJ2
y

nJ3
y

nJ4
y

nJ5
y

nJ6
y

nJ7
y

nJ8
y

nJ9
y

nJ_
y

nJ.
y

nKa
y

nKb
y

nKc
y

nKd
y

nKe
y

nKf
y

nKg
y

nKh
y

nKi
y

nKj
y

nKk
y

nKl
y

nKm
y

nKn
y

nKo
y

nKp
y

nKq
y

nKr
y

nKs
y

nKt
y

nKu
y

nKv
y

nKw
y

nKx
y

nKy
y

nKz
y

nKA
y

nKB
y

nKC
y

nKD
y

nKE
y

nKF
y

nKG
y

nKH
y

nKI
y

nKJ
y

nKK
y

nKL
y

nKM
y

nKN
y

nKO
y

nKP
y

nKQ
y

nKR
y

nKS
y

nKT
y

nKU
y

nKV
y

nKW
y

nKX
y

nKY
y

nKZ
y

nK0
y

nK1
y

nK2
y

nK3
y

nK4
y

nK5
y

nK6
y

nK7
y

nK8
y

nK9
y

nK_
y

nK.
y

nLa
y

nLb
y

nLc
y

nLd
y

nLe
y

nLf
y

nLg
y

nLh
y

nLi
y

nLj
y

nLk
y

nLl
y

nLm
y

nLn
y

nLo
y

nLp
y

nLq
y

nLr
y

nLs
y

nLt
y

nLu
y

nLv
y

nLw
y

nLx
y

nLy
y

nLz
y

nLA
y

nLB
y

nLC
y

nLD
y

nLE
y

nLF
y

nLG
y

nLH
y

nLI
y

nLJ
y

nLK
y

nLL
y

nLM
y

nLN
y

nLO
y

nLP
y

nLQ
y

nLR
y

nLS
y

nLT
y

nLU
y

nLV
y

nLW
y

nLX
y

nLY
y

nLZ
y

nL0
y

nL1
y

nL2
y

nL3
y

nL4
y

nL5
y

nL6
y

nL7
y

nL8
y

nL9
y

nL_
y

nL.
y

nMa
y

nMb
y

nMc
y

nMd
y

nMe
y

nMf
y

nMg
y

nMh
y

nMi
y

nMj
y

nMk
y

nMl
y

nMm
y

nMn
y

nMo
y

nMp
y

nMq
y

nMr
y

nMs
y

nMt
y

nMu
y

nMv
y

nMw
y

nMx
y

nMy
y

nMz
y

nMA
y

nMB
y

nMC
y

nMD
y

nME
y

nMF
y

nMG
y

nMH
y

nMI
y

nMJ
y

nMK
y

nML
y

nMM
y

nMN
y

nMO
y

nMP
y

nMQ
y

nMR
y

nMS
y

nMT
y

nMU
y

nMV
y

nMW
y

nMX
y

nMY
y

nMZ
y

nM0
y

nM1
y

nM2
y

nM3
y

nM4
y

nM5
y

nM6
y

nM7
y

nM8
y

nM9
y

nM_
y

nM.
y

nNa
y

nNb
y

nNc
y

nNd
y

nNe
y

nNf
y

nNg
y

nNh
y

nNi
y

nNj
y

nNk
y

nNl
y

nNm
y

nNn
y

nNo
y

nNp
y

nNq
y

nNr
y

nNs
y

nNt
y

nNu
y

nNv
y

nNw
y

nNx
y

nNy
y

nNz
y

nNA
y

nNB
y

nNC
y

nND
y

nNE
y

nNF
y

nNG
y

nNH
y

nNI
y

nNJ
y

nNK
y

nNL
y

nNM
y

nNN
y

nNO
y

nNP
y

nNQ
y

nNR
y

nNS
y

nNT
y

nNU
y

nNV
y

nNW
y

nNX
y

nNY
y

nNZ
y

nN0
y

nN1
y

nN2
y

nN3
y

nN4
y

nN5
y

nN6
y

nN7
y

nN8
y

nN9
y

nN_
y

nN.
y

nOa
y

nOb
y

nOc
y

nOd
y

nOe
y

nOf
y

nOg
y

nOh
y

nOi
y

nOj
y

nOk
y

nOl
y

nOm
y

nOn
y

nOo
y

nOp
y

nOq
y

nOr
y

nOs
y

nOt
y

nOu
y

nOv
y

nOw
y

nOx
y

nOy
y

nOz
y

nOA
y

nOB
y

nOC
y

nOD
y

nOE
y

nOF
y

nOG
y

nOH
y

nOI
y

nOJ
y

nOK
y

nOL
y

nOM
y

nON
y

nOO
y

nOP
y

nOQ
y

nOR
y

nOS
y

nOT
y

nOU
y

nOV
y

nOW
y

nOX
y

nOY
y

nOZ
y

nO0
y

nO1
y

nO2
y

nO3
y

nO4
y

nO5
y

nO6
y

nO7
y

nO8
y

nO9
y

nO_
y

nO.
y

nPa
y

nPb
y

nPc
y

nPd
y

nPe
y

nPf
y

nPg
y

nPh
y

nPi
y

nPj
y

nPk
y

nPl
y

nPm
y

nPn
y

nPo
y

nPp
y

nPq
y

nPr
y

nPs
y

nPt
y

nPu
y

nPv
y

nPw
y

nPx
y

nPy
y

nPz
y

nPA
y

nPB
y

nPC
y

nPD
y

nPE
y

nPF
y

nPG
y

nPH
y

nPI
y

nPJ
y

nPK
y

nPL
y

nPM
y

nPN
y

nPO
y

nPP
y

nPQ
y

nPR
y

nPS
y

nPT
y

nPU
y

nPV
y

nPW
y

nPX
y

nPY
y

nPZ
y

nP0
y

nP1
y

nP2
y

nP3
y

nP4
y

nP5
y

nP6
y

nP7
y

nP8
y

nP9
y

nP_
y

nP.
y

nQa
y

nQb
y

nQc
y

nQd
y

nQe
y

nQf
y

nQg
y

nQh
y

nQi
y

nQj
y

nQk
y

nQl
y

nQm
y

nQn
y

nQo
y

nQp
y

nQq
y

nQr
y

nQs
y

nQt
y

nQu
y

nQv
y

nQw
y

nQx
y

nQy
y

nQz
y

nQA
y

nQB
y

nQC
y

nQD
y

nQE
y

nQF
y

nQG
y

nQH
y

nQI
y

nQJ
y

nQK
y

nQL
y

nQM
y

nQN
y

nQO
y

nQP
y

nQQ
y

nQR
y

nQS
y

nQT
y

nQU
y

nQV
y

nQW
y

nQX
y

nQY
y

nQZ
y

nQ0
y

nQ1
y

nQ2
y

nQ3
y

nQ4
y

nQ5
y

nQ6
y

nQ7
y

nQ8
y

nQ9
y

nQ_
y

nQ.
y

nRa
y

nRb
y

nRc
y

nRd
y

nRe
y

nRf
y

nRg
y

nRh
y

nRi
y

nRj
y

nRk
y

nRl
y

nRm
y

nRn
y

nRo
y

nRp
y

nRq
y

nRr
y

nRs
y

nRt
y

nRu
y

nRv
y

nRw
y

nRx
y

nRy
y

nRz
y

nRA
y

nRB
y

nRC
y

nRD
y

nRE
y

nRF
y

nRG
y

nRH
y

nRI
y

nRJ
y

nRK
y

nRL
y

nRM
y

nRN
y

nRO
y

nRP
y

nRQ
y

nRR
y

nRS
y

nRT
y

nRU
y

nRV
y

nRW
y

nRX
y

nRY
y

nRZ
y

nR0
y

nR1
y

nR2
y

nR3
y

nR4
y

nR5
y

nR6
y

nR7
y

nR8
y

nR9
y

nR_
y

nR.
y

nSa
y

nSb
y

nSc
y

nSd
y

nSe
y

nSf
y

nSg
y

nSh
y

nSi
y

nSj
y

nSk
y

nSl
y

nSm
y

nSn
y

nSo
y

nSp
y

nSq
y

nSr
y

nSs
y

nSt
y

nSu
y

nSv
y

nSw
y

nSx
y

nSy
y

nSz
y

nSA
y

nSB
y

nSC
y

nSD
y

nSE
y

nSF
y

nSG
y

nSH
y

nSI
y

nSJ
y

nSK
y

nSL
y

nSM
y

nSN
y

nSO
y

nSP
y

nSQ
y

nSR
y

nSS
y

nST
y

nSU
y

nSV
y

nSW
y

nSX
y

nSY
y

nSZ
y

nS0
y

nS1
y

nS2
y

nS3
y

nS4
y

nS5
y

nS6
y

nS7
y

nS8
y

nS9
y

nS_
y

nS.
y

nTa
y

nTb
y

nTc
y

nTd
y

nTe
y

nTf
y

nTg
y

nTh
y

nTi
y

nTj
y

nTk
y

nTl
y

nTm
y

nTn
y

nTo
y

nTp
y

nTq
y

nTr
y

nTs
y

nTt
y

nTu
y

nTv
y

nTw
y

nTx
y

nTy
y

nTz
y

nTA
y

nTB
y

nTC
y

nTD
y

nTE
y

nTF
y

nTG
y

nTH
y

nTI
y

nTJ
y

nTK
y

nTL
y

nTM
y

nTN
y

nTO
y

nTP
y

nTQ
y

nTR
y

nTS
y

nTT
y

nTU
y

nTV
y

nTW
y

nTX
y

nTY
y

nTZ
y

nT0
y

nT1
y

nT2
y

nT3
y

nT4
y

nT5
y

nT6
y

nT7
y

nT8
y

nT9
y

nT_
y

nT.
y

nUa
y

nUb
y

nUc
y

nUd
y

nUe
y

nUf
y

nUg
y

nUh
y

nUi
y

nUj
y

nUk
y

nUl
y

nUm
y

nUn
y

nUo
y

nUp
y

nUq
y

nUr
y

nUs
y

nUt
y

nUu
y

nUv
y

nUw
y

nUx
y

nUy
y

nUz
y

nUA
y

nUB
y

nUC
y

nUD
y

nUE
y

nUF
y

nUG
y

nUH
y

nUI
y

nUJ
y

nUK
y

nUL
y

nUM
y

nUN
y

nUO
y

nUP
y

nUQ
y

nUR
y

nUS
y

nUT
y

nUU
y

nUV
y

nUW
y

nUX
y

nUY
y

nUZ
y

nU0
y

nU1
y

nU2
y

nU3
y

nU4
y

nU5
y

nU6
y

nU7
y

nU8
y

nU9
y

nU_
y

nU.
y

nVa
y

nVb
y

nVc
y

nVd
y

nVe
y

nVf
y

nVg
y

nVh
y

nVi
y

nVj
y

nVk
y

nVl
y

nVm
y

nVn
y

nVo
y

nVp
y

nVq
y

nVr
y

nVs
y

nVt
y

nVu
y

nVv
y

nVw
y

nVx
y

nVy
y

nVz
y

nVA
y

nVB
y

nVC
y

nVD
y

nVE
y

nVF
y

nVG
y

nVH
y

nVI
y

nVJ
y

nVK
y

nVL
y

nVM
y

nVN
y

nVO
y

nVP
y

nVQ
y

nVR
y

nVS
y

nVT
y

nVU
y

nVV
y

nVW
y

nVX
y

nVY
y

nVZ
y

nV0
y

nV1
y

nV2
y

nV3
y

nV4
y

nV5
y

nV6
y

nV7
y

nV8
y

nV9
y

nV_
y

nV.
y

nWa
y

nWb
y

nWc
y

nWd
y

nWe
y

nWf
y

nWg
y

nWh
y

nWi
y

nWj
y

nWk
y

nWl
y

nWm
y

nWn
y

nWo
y

nWp
y

nWq
y

nWr
y

nWs
y

nWt
y

nWu
y

nWv
y

nWw
y

nWx
y

nWy
y

nWz
y

nWA
y

nWB
y

nWC
y

nWD
y

nWE
y

nWF
y

nWG
y

nWH
y

nWI
y

nWJ
y

nWK
y

nWL
y

nWM
y

nWN
y

nWO
y

nWP
y

nWQ
y

nWR
y

nWS
y

nWT
y

nWU
y

nWV
y

nWW
y

nWX
y

nWY
y

nWZ
y

nW0
y

nW1
y

nW2
y

nW3
y

nW4
y

nW5
y

nW6
y

nW7
y

nW8
y

nW9
y

nW_
y

nW.
y

nXa
y

nXb
y

nXc
y

nXd
y

nXe
y

nXf
y

nXg
y

nXh
y

nXi
y

nXj
y

nXk
y

nXl
y

nXm
y

nXn
y

nXo
y

nXp
y

nXq
y

nXr
y

nXs
y

nXt
y

nXu
y

nXv
y

nXw
y

nXx
y

nXy
y

nXz
y

nXA
y

nXB
y

nXC
y

nXD
y

nXE
y

nXF
y

nXG
y

nXH
y

nXI
y

nXJ
y

nXK
y

nXL
y

nXM
y

nXN
y

nXO
y

nXP
y

nXQ
y

nXR
y

nXS
y

nXT
y

nXU
y

nXV
y

nXW
y

nXX
y

nXY
y

nXZ
y

nX0
y

nX1
y

nX2
y

nX3
y

nX4
y

nX5
y

nX6
y

nX7
y

nX8
y

nX9
y

nX_
y

nX.
y

nYa
y

nYb
y

nYc
y

nYd
y

nYe
y

nYf
y

nYg
y

nYh
y

nYi
y

nYj
y

nYk
y

nYl
y

nYm
y

nYn
y

nYo
y

nYp
y

nYq
y

nYr
y

nYs
y

nYt
y

nYu
y

nYv
y

nYw
y

nYx
y

nYy
y

nYz
y

nYA
y

nYB
y

nYC
y

nYD
y

nYE
y

nYF
y

nYG
y

nYH
y

nYI
y

nYJ
y

nYK
y

nYL
y

nYM
y

nYN
y

nYO
y

nYP
y

nYQ
y

nYR
y

nYS
y

nYT
y

nYU
y

nYV
y

nYW
y

nYX
y

nYY
y

nYZ
y

nY0
y

nY1
y

nY2
y

nY3
y

nY4
y

nY5
y

nY6
y

nY7
y

nY8
y

nY9
y

nY_
y

nY.
y

nZa
y

nZb
y

nZc
y

nZd
y

nZe
y

nZf
y

nZg
y

nZh
y

nZi
y

nZj
y

nZk
y

nZl
y

nZm
y

nZn
y

nZo
y

nZp
y

nZq
y

nZr
y

nZs
y

nZt
y

nZu
y

nZv
y

nZw
y

nZx
y

nZy
y

nZz
y

nZA
y

nZB
y

nZC
y

nZD
y

nZE
y

nZF
y

nZG
y

nZH
y

nZI
y

nZJ
y

nZK
y

nZL
y

nZM
y

nZN
y

nZO
y

nZP
y

nZQ
y

nZR
y

nZS
y

nZT
y

nZU
y

nZV
y

nZW
y

nZX
y

nZY
y

nZZ
y

nZ0
y

nZ1
y

nZ2
y

nZ3
y

nZ4
y

nZ5
y

nZ6
y

nZ7
y

nZ8
y

nZ9
y

nZ_
y

nZ.
y

n0a
y

n0b
y

n0c
y

n0d
y

n0e
y

n0f
y

n0g
y

n0h
y

n0i
y

n0j
y

n0k
y

n0l
y

n0m
y

n0n
y

n0o
y

n0p
y

n0q
y

n0r
y

n0s
y

n0t
y

n0u
y

n0v
y

n0w
y

n0x
y

n0y
y

n0z
y

n0A
y

n0B
y

n0C
y

n0D
y

n0E
y

n0F
y

n0G
y

n0H
y

n0I
y

n0J
y

n0K
y

n0L
y

n0M
y

n0N
y

n0O
y

n0P
y

n0Q
y

n0R
y

n0S
y

n0T
y

n0U
y

n0V
y

n0W
y

n0X
y

n0Y
y

n0Z
y

n00
y

n01
y

n02
y

n03
y

n04
y

n05
y

n06
y

n07
y

n08
y

n09
y

n0_
y

n0.
y

n1a
y

n1b
y

n1c
y

n1d
y

n1e
y

n1f
y

n1g
y

n1h
y

n1i
y

n1j
y

n1k
y

n1l
y

n1m
y

n1n
y

n1o
y

n1p
y

n1q
y

n1r
y

n1s
y

n1t
y

n1u
y

n1v
y

n1w
y

n1x
y

n1y
y

n1z
y

n1A
y

n1B
y

n1C
y

n1D
y

n1E
y

n1F
y

n1G
y

n1H
y

n1I
y

n1J
y

n1K
y

n1L
y

n1M
y

n1N
y

n1O
y

n1P
y

n1Q
y

n1R
y

n1S
y

n1T
y

n1U
y

n1V
y

n1W
y

n1X
y

n1Y
y

n1Z
y

n10
y

n11
y

n12
y

n13
y

n14
y

n15
y

n16
y

n17
y

n18
y

n19
y

n1_
y

n1.
y

n2a
y

n2b
y

n2c
y

n2d
y

n2e
y

n2f
y

n2g
y

n2h
y

n2i
y

n2j
y

n2k
y

n2l
y

n2m
y

n2n
y

n2o
y

n2p
y

n2q
y

n2r
y

n2s
y

n2t
y

n2u
y

n2v
y

n2w
y

n2x
y

n2y
y

n2z
y

n2A
y

n2B
y

n2C
y

n2D
y

n2E
y

n2F
y

n2G
y

n2H
y

n2I
y

n2J
y

n2K
y

n2L
y

n2M
y

n2N
y

n2O
y

n2P
y

n2Q
y

n2R
y

n2S
y

n2T
y

n2U
y

n2V
y

n2W
y

n2X
y

n2Y
y

n2Z
y

n20
y

n21
y

n22
y

n23
y

n24
y

n25
y

n26
y

n27
y

n28
y

n29
y

n2_
y

n2.
y

n3a
y

n3b
y

n3c
y

n3d
y

n3e
y

n3f
y

n3g
y

n3h
y

n3i
y

n3j
y

n3k
y

n3l
y

n3m
y

n3n
y

n3o
y

n3p
y

n3q
y

n3r
y

n3s
y

n3t
y

n3u
y

n3v
y

n3w
y

n3x
y

n3y
y

n3z
y

n3A
y

n3B
y

n3C
y

n3D
y

n3E
y

n3F
y

n3G
y

n3H
y

n3I
y

n3J
y

n3K
y

n3L
y

n3M
y

n3N
y

n3O
y

n3P
y

n3Q
y

n3R
y

n3S
y

n3T
y

n3U
y

n3V
y

n3W
y

n3X
y

n3Y
y

n3Z
y

n30
y

n31
y

n32
y

n33
y

n34
y

n35
y

n36
y

n37
y

n38
y

n39
y

n3_
y

n3.
y

n4a
y

n4b
y

n4c
y

n4d
y

n4e
y

n4f
y

n4g
y

n4h
y

n4i
y

n4j
y

n4k
y

n4l
y

n4m
y

n4n
y

n4o
y

n4p
y

n4q
y

n4r
y

n4s
y

n4t
y

n4u
y

n4v
y

n4w
y

n4x
y

n4y
y

n4z
y

n4A
y

n4B
y

n4C
y

n4D
y

n4E
y

n4F
y

n4G
y

n4H
y

n4I
y

n4J
y

n4K
y

n4L
y

n4M
y

n4N
y

n4O
y

n4P
y

n4Q
y

n4R
y

n4S
y

n4T
y

n4U
y

n4V
y

n4W
y

n4X
y

n4Y
y

n4Z
y

n40
y

n41
y

n42
y

n43
y

n44
y

n45
y

n46
y

n47
y

n48
y

n49
y

n4_
y

n4.
y

n5a
y

n5b
y

n5c
y

n5d
y

n5e
y

n5f
y

n5g
y

n5h
y

n5i
y

n5j
y

n5k
y

n5l
y

n5m
y

n5n
y

n5o
y

n5p
y

n5q
y

n5r
y

n5s
y

n5t
y

n5u
y

n5v
y

n5w
y

n5x
y

n5y
y

n5z
y

n5A
y

n5B
y

n5C
y

n5D
y

n5E
y

n5F
y

n5G
y

n5H
y

n5I
y

n5J
y

n5K
y

n5L
y

n5M
y

n5N
y

n5O
y

n5P
y

n5Q
y

n5R
y

n5S
y

n5T
y

n5U
y

n5V
y

n5W
y

n5X
y

n5Y
y

n5Z
y

n50
y

n51
y

n52
y

n53
y

n54
y

n55
y

n56
y

n57
y

n58
y

n59
y

n5_
y

n5.
y

n6a
y

n6b
y

n6c
y

n6d
y

n6e
y

n6f
y

n6g
y

n6h
y

n6i
y

n6j
y

n6k
y

n6l
y

n6m
y

n6n
y

n6o
y

n6p
y

n6q
y

n6r
y

n6s
y

n6t
y

n6u
y

n6v
y

n6w
y

n6x
y

n6y
y

n6z
y

n6A
y

n6B
y

n6C
y

n6D
y

n6E
y

n6F
y

n6G
y

n6H
y

n6I
y

n6J
y

n6K
y

n6L
y

n6M
y

n6N
y

n6O
y

n6P
y

n6Q
y

n6R
y

n6S
y

n6T
y

n6U
y

n6V
y

n6W
y

n6X
y

n6Y
y

n6Z
y

n60
y

n61
y

n62
y

n63
y

n64
y

n65
y

n66
y

n67
y

n68
y

n69
y

n6_
y

n6.
y

n7a
y

n7b
y

n7c
y

n7d
y

n7e
y

n7f
y

n7g
y

n7h
y

n7i
y

n7j
y

n7k
y

n7l
y

n7m
y

n7n
y

n7o
y

n7p
y

n7q
y

n7r
y

n7s
y

n7t
y

n7u
y

n7v
y

n7w
y

n7x
y

n7y
y

n7z
y

n7A
y

n7B
y

n7C
y

n7D
y

n7E
y

n7F
y

n7G
y

n7H
y

n7I
y

n7J
y

n7K
y

n7L
y

n7M
y

n7N
y

n7O
y

n7P
y

n7Q
y

n7R
y

n7S
y

n7T
y

n7U
y

n7V
y

n7W
y

n7X
y

n7Y
y

n7Z
y

n70
y

n71
y

n72
y

n73
y

n74
y

n75
y

n76
y

n77
y

n78
y

n79
y

n7_
y

n7.
y

n8a
y

n8b
y

n8c
y

n8d
y

n8e
y

n8f
y

n8g
y

n8h
y

n8i
y

n8j
y

n8k
y

n8l
y

n8m
y

n8n
y

n8o
y

n8p
y

n8q
y

n8r
y

n8s
y

n8t
y

n8u
y

n8v
y

n8w
y

n8x
y

n8y
y

n8z
y

n8A
y

n8B
y

n8C
y

n8D
y

n8E
y

n8F
y

n8G
y

n8H
y

n8I
y

n8J
y

n8K
y

n8L
y

n8M
y

n8N
y

n8O
y

n8P
y

n8Q
y

n8R
y

n8S
y

n8T
y

n8U
y

n8V
y

n8W
y

n8X
y

n8Y
y

n8Z
y

n80
y

n81
y

n82
y

n83
y

n84
y

n85
y

n86
y

n87
y

n88
y

n89
y

n8_
y

n8.
y

n9a
y

n9b
y

n9c
y

n9d
y

n9e
y

n9f
y

n9g
y

n9h
y

n9i
y

n9j
y

n9k
y

n9l
y

n9m
y

n9n
y

n9o
y

n9p
y

n9q
y

n9r
y

n9s
y

n9t
y

n9u
y

n9v
y

n9w
y

n9x
y

n9y
y

n9z
y

n9A
y

n9B
y

n9C
y

n9D
y

n9E
y

n9F
y

n9G
y

n9H
y

n9I
y

n9J
y

n9K
y

n9L
y

n9M
y

n9N
y

n9O
y

n9P
y

n9Q
y

n9R
y

n9S
y

n9T
y

n9U
y

n9V
y

n9W
y

n9X
y

n9Y
y

n9Z
y

n90
y

n91
y

n92
y

n93
y

n94
y

n95
y

n96
y

n97
y

n98
y

n99
y

n9_
y

n9.
y

n_a
y

n_b
y

n_c
y

n_d
y

n_e
y

n_f
y

n_g
y

n_h
y

n_i
y

n_j
y

n_k
y

n_l
y

n_m
y

n_n
y

n_o
y

n_p
y

n_q
y

n_r
y

n_s
y

n_t
y

n_u
y

n_v
y

n_w
y

n_x
y

n_y
y

n_z
y

n_A
y

n_B
y

n_C
y

n_D
y

n_E
y

n_F
y

n_G
y

n_H
y

n_I
y

n_J
y

n_K
y

n_L
y

n_M
y

n_N
y

n_O
y

n_P
y

n_Q
y

n_R
y

n_S
y

n_T
y

n_U
y

n_V
y

n_W
y

n_X
y

n_Y
y

n_Z
y

n_0
y

n_1
y

n_2
y

n_3
y

n_4
y

n_5
y

n_6
y

n_7
y

n_8
y

n_9
y

n__
y

n_.
y

n.a
y

n.b
y

n.c
y

n.d
y

n.e
y

n.f
y

n.g
y

n.h
y

n.i
y

n.j
y

n.k
y

n.l
y

n.m
y

n.n
y

n.o
y

n.p
y

n.q
y

n.r
y

n.s
y

n.t
y

n.u
y

n.v
y

n.w
y

n.x
y

n.y
y

n.z
y

n.A
y

n.B
y

n.C
y

n.D
y

n.E
y

n.F
y

n.G
y

n.H
y

n.I
y

n.J
y

n.K
y

n.L
y

n.M
y

n.N
y

n.O
y

n.P
y

n.Q
y

n.R
y

n.S
y

n.T
y

n.U
y

n.V
y

n.W
y

n.X
y

n.Y
y

n.Z
y

n.0
y

n.1
y

n.2
y

n.3
y

n.4
y

n.5
y

n.6
y

n.7
y

n.8
y

n.9
y

n._
y

n..
y

oaa
y

oab
y

oac
y

oad
y

oae
y

oaf
y

oag
y

oah
y

oai
y

oaj
y

oak
y

oal
y

oam
y

oan
y

oao
y

oap
y

oaq
y

oar
y

oas
y

oat
y

oau
y

oav
y

oaw
y

oax
y

oay
y

oaz
y

oaA
y

oaB
y

oaC
y

oaD
y

oaE
y

oaF
y

oaG
y

oaH
y

oaI
y

oaJ
y

oaK
y

oaL
y

oaM
y

oaN
y

oaO
y

oaP
y

oaQ
y

oaR
y

oaS
y

oaT
y

oaU
y

oaV
y

oaW
y

oaX
y

oaY
y

oaZ
y

oa0
y

oa1
y

oa2
y

oa3
y

oa4
y

oa5
y

oa6
y

oa7
y

oa8
y

oa9
y

oa_
y

oa.
y

oba
y

obb
y

obc
y

obd
y

obe
y

obf
y

obg
y

obh
y

obi
y

obj
y

obk
y

obl
y

obm
y

obn
y

obo
y

obp
y

obq
y

obr
y

obs
y

obt
y

obu
y

obv
y

obw
y

obx
y

oby
y

obz
y

obA
y

obB
y

obC
y

obD
y

obE
y

obF
y

obG
y

obH
y

obI
y

obJ
y

obK
y

obL
y

obM
y

obN
y

obO
y

obP
y

obQ
y

obR
y

obS
y

obT
y

obU
y

obV
y

obW
y

obX
y

obY
y

obZ
y

ob0
y

ob1
y

ob2
y

ob3
y

ob4
y

ob5
y

ob6
y

ob7
y

ob8
y

ob9
y

ob_
y

ob.
y

oca
y

ocb
y

occ
y

ocd
y

oce
y

ocf
y

ocg
y

och
y

oci
y

ocj
y

ock
y

ocl
y

ocm
y

ocn
y

oco
y

ocp
y

ocq
y

ocr
y

ocs
y

oct
y

ocu
y

ocv
y

ocw
y

ocx
y

ocy
y

ocz
y

ocA
y

ocB
y

ocC
y

ocD
y

ocE
y

ocF
y

ocG
y

ocH
y

ocI
y

ocJ
y

ocK
y

ocL
y

ocM
y

ocN
y

ocO
y

ocP
y

ocQ
y

ocR
y

ocS
y

ocT
y

ocU
y

ocV
y

ocW
y

ocX
y

ocY
y

ocZ
y

oc0
y

oc1
y

oc2
y

oc3
y

oc4
y

oc5
y

oc6
y

oc7
y

oc8
y

oc9
y

oc_
y

oc.
y

oda
y

odb
y

odc
y

odd
y

ode
y

odf
y

odg
y

odh
y

odi
y

odj
y

odk
y

odl
y

odm
y

odn
y

odo
y

odp
y

odq
y

odr
y

ods
y

odt
y

odu
y

odv
y

odw
y

odx
y

ody
y

odz
y

odA
y

odB
y

odC
y

odD
y

odE
y

odF
y

odG
y

odH
y

odI
y

odJ
y

odK
y

odL
y

odM
y

odN
y

odO
y

odP
y

odQ
y

odR
y

odS
y

odT
y

odU
y

odV
y

odW
y

odX
y

odY
y

odZ
y

od0
y

od1
y

od2
y

od3
y

od4
y

od5
y

od6
y

od7
y

od8
y

od9
y

od_
y

od.
y

oea
y

oeb
y

oec
y

oed
y

oee
y

oef
y

oeg
y

oeh
y

oei
y

oej
y

oek
y

oel
y

oem
y

oen
y

oeo
y

oep
y

oeq
y

oer
y

oes
y

oet
y

oeu
y

oev
y

oew
y

oex
y

oey
y

oez
y

oeA
y

oeB
y

oeC
y

oeD
y

oeE
y

oeF
y

oeG
y

oeH
y

oeI
y

oeJ
y

oeK
y

oeL
y

oeM
y

oeN
y

oeO
y

oeP
y

oeQ
y

oeR
y

oeS
y

oeT
y

oeU
y

oeV
y

oeW
y

oeX
y

oeY
y

oeZ
y

oe0
y

oe1
y

oe2
y

oe3
y

oe4
y

oe5
y

oe6
y

oe7
y

oe8
y

oe9
y

oe_
y

oe.
y

ofa
y

ofb
y

ofc
y

ofd
y

ofe
y

off
y

ofg
y

ofh
y

ofi
y

ofj
y

ofk
y

ofl
y

ofm
y

ofn
y

ofo
y

ofp
y

ofq
y

ofr
y

ofs
y

oft
y

ofu
y

ofv
y

ofw
y

ofx
y

ofy
y

ofz
y

ofA
y

ofB
y

ofC
y

ofD
y

ofE
y

ofF
y

ofG
y

ofH
y

ofI
y

ofJ
y

ofK
y

ofL
y

ofM
y

ofN
y

ofO
y

ofP
y

ofQ
y

ofR
y

ofS
y

ofT
y

ofU
y

ofV
y

ofW
y

ofX
y

ofY
y

ofZ
y

of0
y

of1
y

of2
y

of3
y

of4
y

of5
y

of6
y

of7
y

of8
y

of9
y

of_
y

of.
y

oga
y

ogb
y

ogc
y

ogd
y

oge
y

ogf
y

ogg
y

ogh
y

ogi
y

ogj
y

ogk
y

ogl
y

ogm
y

ogn
y

ogo
y

ogp
y

ogq
y

ogr
y

ogs
y

ogt
y

ogu
y

ogv
y

ogw
y

ogx
y

ogy
y

ogz
y

ogA
y

ogB
y

ogC
y

ogD
y

ogE
y

ogF
y

ogG
y

ogH
y

ogI
y

ogJ
y

ogK
y

ogL
y

ogM
y

ogN
y

ogO
y

ogP
y

ogQ
y

ogR
y

ogS
y

ogT
y

ogU
y

ogV
y

ogW
y

ogX
y

ogY
y

ogZ
y

og0
y

og1
y

og2
y

og3
y

og4
y

og5
y

og6
y

og7
y

og8
y

og9
y

og_
y

og.
y

oha
y

ohb
y

ohc
y

ohd
y

ohe
y

ohf
y

ohg
y

ohh
y

ohi
y

ohj
y

ohk
y

ohl
y

ohm
y

ohn
y

oho
y

ohp
y

ohq
y

ohr
y

ohs
y

oht
y

ohu
y

ohv
y

ohw
y

ohx
y

ohy
y

ohz
y

ohA
y

ohB
y

ohC
y

ohD
y

ohE
y

ohF
y

ohG
y

ohH
y

ohI
y

ohJ
y

ohK
y

ohL
y

ohM
y

ohN
y

ohO
y

ohP
y

ohQ
y

ohR
y

ohS
y

ohT
y

ohU
y

ohV
y

ohW
y

ohX
y

ohY
y

ohZ
y

oh0
y

oh1
y

oh2
y

oh3
y

oh4
y

oh5
y

oh6
y

oh7
y

oh8
y

oh9
y

oh_
y

oh.
y

oia
y

oib
y

oic
y

oid
y

oie
y

oif
y

oig
y

oih
y

oii
y

oij
y

oik
y

oil
y

oim
y

oin
y

oio
y

oip
y

oiq
y

oir
y

ois
y

oit
y

oiu
y

oiv
y

oiw
y

oix
y

oiy
y

oiz
y

oiA
y

oiB
y

oiC
y

oiD
y

oiE
y

oiF
y

oiG
y

oiH
y

oiI
y

oiJ
y

oiK
y

oiL
y

oiM
y

oiN
y

oiO
y

oiP
y

oiQ
y

oiR
y

oiS
y

oiT
y

oiU
y

oiV
y

oiW
y

oiX
y

oiY
y

oiZ
y

oi0
y

oi1
y

oi2
y

oi3
y

oi4
y

oi5
y

oi6
y

oi7
y

oi8
y

oi9
y

oi_
y

oi.
y

oja
y

ojb
y

ojc
y

ojd
y

oje
y

ojf
y

ojg
y

ojh
y

oji
y

ojj
y

ojk
y

ojl
y

ojm
y

ojn
y

ojo
y

ojp
y

ojq
y

ojr
y

ojs
y

ojt
y

oju
y

ojv
y

ojw
y

ojx
y

ojy
y

ojz
y

ojA
y

ojB
y

ojC
y

ojD
y

ojE
y

ojF
y

ojG
y

ojH
y

ojI
y

ojJ
y

ojK
y

ojL
y

ojM
y

ojN
y

ojO
y

ojP
y

ojQ
y

ojR
y

ojS
y

ojT
y

ojU
y

ojV
y

ojW
y

ojX
y

ojY
y

ojZ
y

oj0
y

oj1
y

oj2
y

oj3
y

oj4
y

oj5
y

oj6
y

oj7
y

oj8
y

oj9
y

oj_
y

oj.
y

oka
y

okb
y

okc
y

okd
y

oke
y

okf
y

okg
y

okh
y

oki
y

okj
y

okk
y

okl
y

okm
y

okn
y

oko
y

okp
y

okq
y

okr
y

oks
y

okt
y

oku
y

okv
y

okw
y

okx
y

oky
y

okz
y

okA
y

okB
y

okC
y

okD
y

okE
y

okF
y

okG
y

okH
y

okI
y

okJ
y

okK
y

okL
y

okM
y

okN
y

okO
y

okP
y

okQ
y

okR
y

okS
y

okT
y

okU
y

okV
y

okW
y

okX
y

okY
y

okZ
y

ok0
y

ok1
y

ok2
y

ok3
y

ok4
y

ok5
y

ok6
y

ok7
y

ok8
y

ok9
y

ok_
y

ok.
y

ola
y

olb
y

olc
y

old
y

ole
y

olf
y

olg
y

olh
y

oli
y

olj
y

olk
y

oll
y

olm
y

oln
y

olo
y

olp
y

olq
y

olr
y

ols
y

olt
y

olu
y

olv
y

olw
y

olx
y

oly
y

olz
y

olA
y

olB
y

olC
y

olD
y

olE
y

olF
y

olG
y

olH
y

olI
y

olJ
y

olK
y

olL
y

olM
y

olN
y

olO
y

olP
y

olQ
y

olR
y

olS
y

olT
y

olU
y

olV
y

olW
y

olX
y

olY
y

olZ
y

ol0
y

ol1
y

ol2
y

ol3
y

ol4
y

ol5
y

ol6
y

ol7
y

ol8
y

ol9
y

ol_
y

ol.
y

oma
y

omb
y

omc
y

omd
y

ome
y

omf
y

omg
y

omh
y

omi
y

omj
y

omk
y

oml
y

omm
y

omn
y

omo
y

omp
y

omq
y

omr
y

oms
y

omt
y

omu
y

omv
y

omw
y

omx
y

omy
y

omz
y

omA
y

omB
y

omC
y

omD
y

omE
y

omF
y

omG
y

omH
y

omI
y

omJ
y

omK
y

omL
y

omM
y

omN
y

omO
y

omP
y

omQ
y

omR
y

omS
y

omT
y

omU
y

omV
y

omW
y

omX
y

omY
y

omZ
y

om0
y

om1
y

om2
y

om3
y

om4
y

om5
y

om6
y

om7
y

om8
y

om9
y

om_
y

om.
y

ona
y

onb
y

onc
y

ond
y

one
y

onf
y

ong
y

onh
y

oni
y

onj
y

onk
y

onl
y

onm
y

onn
y

ono
y

onp
y

onq
y

onr
y

ons
y

ont
y

onu
y

onv
y

onw
y

onx
y

ony
y

onz
y

onA
y

onB
y

onC
y

onD
y

onE
y

onF
y

onG
y

onH
y

onI
y

onJ
y

onK
y

onL
y

onM
y

onN
y

onO
y

onP
y

onQ
y

onR
y

onS
y

onT
y

onU
y

onV
y

onW
y

onX
y

onY
y

onZ
y

on0
y

on1
y

on2
y

on3
y

on4
y

on5
y

on6
y

on7
y

on8
y

on9
y

on_
y

on.
y

ooa
y

oob
y

ooc
y

ood
y

ooe
y

oof
y

oog
y

ooh
y

ooi
y

ooj
y

ook
y

ool
y

oom
y

oon
y

ooo
y

oop
y

ooq
y

oor
y

oos
y

oot
y

oou
y

oov
y

oow
y

oox
y

ooy
y

ooz
y

ooA
y

ooB
y

ooC
y

ooD
y

ooE
y

ooF
y

ooG
y

ooH
y

ooI
y

ooJ
y

ooK
y

ooL
y

ooM
y

ooN
y

ooO
y

ooP
y

ooQ
y

ooR
y

ooS
y

ooT
y

ooU
y

ooV
y

ooW
y

ooX
y

ooY
y

ooZ
y

oo0
y

oo1
y

oo2
y

oo3
y

oo4
y

oo5
y

oo6
y

oo7
y

oo8
y

oo9
y

oo_
y

oo.
y

opa
y

opb
y

opc
y

opd
y

ope
y

opf
y

opg
y

oph
y

opi
y

opj
y

opk
y

opl
y

opm
y

opn
y

opo
y

opp
y

opq
y

opr
y

ops
y

opt
y

opu
y

opv
y

opw
y

opx
y

opy
y

opz
y

opA
y

opB
y

opC
y

opD
y

opE
y

opF
y

opG
y

opH
y

opI
y

opJ
y

opK
y

opL
y

opM
y

opN
y

opO
y

opP
y

opQ
y

opR
y

opS
y

opT
y

opU
y

opV
y

opW
y

opX
y

opY
y

opZ
y

op0
y

op1
y

op2
y

op3
y

op4
y

op5
y

op6
y

op7
y

op8
y

op9
y

op_
y

op.
y

oqa
y

oqb
y

oqc
y

oqd
y

oqe
y

oqf
y

oqg
y

oqh
y

oqi
y

oqj
y

oqk
y

oql
y

oqm
y

oqn
y

oqo
y

oqp
y

oqq
y

oqr
y

oqs
y

oqt
y

oqu
y

oqv
y

oqw
y

oqx
y

oqy
y

oqz
y

oqA
y

oqB
y

oqC
y

oqD
y

oqE
y

oqF
y

oqG
y

oqH
y

oqI
y

oqJ
y

oqK
y

oqL
y

oqM
y

oqN
y

oqO
y

oqP
y

oqQ
y

oqR
y

oqS
y

oqT
y

oqU
y

oqV
y

oqW
y

oqX
y

oqY
y

oqZ
y

oq0
y

oq1
y

oq2
y

oq3
y

oq4
y

oq5
y

oq6
y

oq7
y

oq8
y

oq9
y

oq_
y

oq.
y

ora
y

orb
y

orc
y

ord
y

ore
y

orf
y

org
y

orh
y

ori
y

orj
y

ork
y

orl
y

orm
y

orn
y

oro
y

orp
y

orq
y

orr
y

ors
y

ort
y

oru
y

orv
y

orw
y

orx
y

ory
y

orz
y

orA
y

orB
y

orC
y

orD
y

orE
y

orF
y

orG
y

orH
y

orI
y

orJ
y

orK
y

orL
y

orM
y

orN
y

orO
y

orP
y

orQ
y

orR
y

orS
y

orT
y

orU
y

orV
y

orW
y

orX
y

orY
y

orZ
y

or0
y

or1
y

or2
y

or3
y

or4
y

or5
y

or6
y

or7
y

or8
y

or9
y

or_
y

or.
y

osa
y

osb
y

osc
y

osd
y

ose
y

osf
y

osg
y

osh
y

osi
y

osj
y

osk
y

osl
y

osm
y

osn
y

oso
y

osp
y

osq
y

osr
y

oss
y

ost
y

osu
y

osv
y

osw
y

osx
y

osy
y

osz
y

osA
y

osB
y

osC
y

osD
y

osE
y

osF
y

osG
y

osH
y

osI
y

osJ
y

osK
y

osL
y

osM
y

osN
y

osO
y

osP
y

osQ
y

osR
y

osS
y

osT
y

osU
y

osV
y

osW
y

osX
y

osY
y

osZ
y

os0
y

os1
y

os2
y

os3
y

os4
y

os5
y

os6
y

os7
y

os8
y

os9
y

os_
y

os.
y

ota
y

otb
y

otc
y

otd
y

ote
y

otf
y

otg
y

oth
y

oti
y

otj
y

otk
y

otl
y

otm
y

otn
y

oto
y

otp
y

otq
y

otr
y

ots
y

ott
y

otu
y

otv
y

otw
y

otx
y

oty
y

otz
y

otA
y

otB
y

otC
y

otD
y

otE
y

otF
y

otG
y

otH
y

otI
y

otJ
y

otK
y

otL
y

otM
y

otN
y

otO
y

otP
y

otQ
y

otR
y

otS
y

otT
y

otU
y

otV
y

otW
y

otX
y

otY
y

otZ
y

ot0
y

ot1
y

ot2
y

ot3
y

ot4
y

ot5
y

ot6
y

ot7
y

ot8
y

ot9
y

ot_
y

ot.
y

oua
y

oub
y

ouc
y

oud
y

oue
y

ouf
y

oug
y

ouh
y

oui
y

ouj
y

ouk
y

oul
y

oum
y

oun
y

ouo
y

oup
y

ouq
y

our
y

ous
y

out
y

ouu
y

ouv
y

ouw
y

oux
y

ouy
y

ouz
y

ouA
y

ouB
y

ouC
y

ouD
y

ouE
y

ouF
y

ouG
y

ouH
y

ouI
y

ouJ
y

ouK
y

ouL
y

ouM
y

ouN
y

ouO
y

ouP
y

ouQ
y

ouR
y

ouS
y

ouT
y

ouU
y

ouV
y

ouW
y

ouX
y

ouY
y

ouZ
y

ou0
y

ou1
y

ou2
y

ou3
y

ou4
y

ou5
y

ou6
y

ou7
y

ou8
y

ou9
y

ou_
y

ou.
y

ova
y

ovb
y

ovc
y

ovd
y

ove
y

ovf
y

ovg
y

ovh
y

ovi
y

ovj
y

ovk
y

ovl
y

ovm
y

ovn
y

ovo
y

ovp
y

ovq
y

ovr
y

ovs
y

ovt
y

ovu
y

ovv
y

ovw
y

ovx
y

ovy
y

ovz
y

ovA
y

ovB
y

ovC
y

ovD
y

ovE
y

ovF
y

ovG
y

ovH
y

ovI
y

ovJ
y

ovK
y

ovL
y

ovM
y

ovN
y

ovO
y

ovP
y

ovQ
y

ovR
y

ovS
y

ovT
y

ovU
y

ovV
y

ovW
y

ovX
y

ovY
y

ovZ
y

ov0
y

ov1
y

ov2
y

ov3
y

ov4
y

ov5
y

ov6
y

ov7
y

ov8
y

ov9
y

ov_
y

ov.
y

owa
y

owb
y

owc
y

owd
y

owe
y

owf
y

owg
y

owh
y

owi
y

owj
y

owk
y

owl
y

owm
y

own
y

owo
y

owp
y

owq
y

owr
y

ows
y

owt
y

owu
y

owv
y

oww
y

owx
y

owy
y

owz
y

owA
y

owB
y

owC
y

owD
y

owE
y

owF
y

owG
y

owH
y

owI
y

owJ
y

owK
y

owL
y

owM
y

owN
y

owO
y

owP
y

owQ
y

owR
y

owS
y

owT
y

owU
y

owV
y

owW
y

owX
y

owY
y

owZ
y

ow0
y

ow1
y

ow2
y

ow3
y

ow4
y

ow5
y

ow6
y

ow7
y

ow8
y

ow9
y

ow_
y

ow.
y

oxa
y

oxb
y

oxc
y

oxd
y

oxe
y

oxf
y

oxg
y

oxh
y

oxi
y

oxj
y

oxk
y

oxl
y

oxm
y

oxn
y

oxo
y

oxp
y

oxq
y

oxr
y

oxs
y

oxt
y

oxu
y

oxv
y

oxw
y

oxx
y

oxy
y

oxz
y

oxA
y

oxB
y

oxC
y

oxD
y

oxE
y

oxF
y

oxG
y

oxH
y

oxI
y

oxJ
y

oxK
y

oxL
y

oxM
y

oxN
y

oxO
y

oxP
y

oxQ
y

oxR
y

oxS
y

oxT
y

oxU
y

oxV
y

oxW
y

oxX
y

oxY
y

oxZ
y

ox0
y

ox1
y

ox2
y

ox3
y

ox4
y

ox5
y

ox6
y

ox7
y

ox8
y

ox9
y

ox_
y

ox.
y

oya
y

oyb
y

oyc
y

oyd
y

oye
y

oyf
y

oyg
y

oyh
y

oyi
y

oyj
y

oyk
y

oyl
y

oym
y

oyn
y

oyo
y

oyp
y

oyq
y

oyr
y

oys
y

oyt
y

oyu
y

oyv
y

oyw
y

oyx
y

oyy
y

oyz
y

oyA
y

oyB
y

oyC
y

oyD
y

oyE
y

oyF
y

oyG
y

oyH
y

oyI
y

oyJ
y

oyK
y

oyL
y

oyM
y

oyN
y

oyO
y

oyP
y

oyQ
y

oyR
y

oyS
y

oyT
y

oyU
y

oyV
y

oyW
y

oyX
y

oyY
y

oyZ
y

oy0
y

oy1
y

oy2
y

oy3
y

oy4
y

oy5
y

oy6
y

oy7
y

oy8
y

oy9
y

oy_
y

oy.
y

oza
y

ozb
y

ozc
y

ozd
y

oze
y

ozf
y

ozg
y

ozh
y

ozi
y

ozj
y

ozk
y

ozl
y

ozm
y

ozn
y

ozo
y

ozp
y

ozq
y

ozr
y

ozs
y

ozt
y

ozu
y

ozv
y

ozw
y

ozx
y

ozy
y

ozz
y

ozA
y

ozB
y

ozC
y

ozD
y

ozE
y

ozF
y

ozG
y

ozH
y

ozI
y

ozJ
y

ozK
y

ozL
y

ozM
y

ozN
y

ozO
y

ozP
y

ozQ
y

ozR
y

ozS
y

ozT
y

ozU
y

ozV
y

ozW
y

ozX
y

ozY
y

ozZ
y

oz0
y

oz1
y

oz2
y

oz3
y

oz4
y

oz5
y

oz6
y

oz7
y

oz8
y

oz9
y

oz_
y

oz.
y

oAa
y

oAb
y

oAc
y

oAd
y

oAe
y

oAf
y

oAg
y

oAh
y

oAi
y

oAj
y

oAk
y

oAl
y

oAm
y

oAn
y

oAo
y

oAp
y

oAq
y

oAr
y

oAs
y

oAt
y

oAu
y

oAv
y

oAw
y

oAx
y

oAy
y

oAz
y

oAA
y

oAB
y

oAC
y

oAD
y

oAE
y

oAF
y

oAG
y

oAH
y

oAI
y

oAJ
y

oAK
y

oAL
y

oAM
y

oAN
y

oAO
y

oAP
y

oAQ
y

oAR
y

oAS
y

oAT
y

oAU
y

oAV
y

oAW
y

oAX
y

oAY
y

oAZ
y

oA0
y

oA1
y

oA2
y

oA3
y

oA4
y

oA5
y

oA6
y

oA7
y

oA8
y

oA9
y

oA_
y

oA.
y

oBa
y

oBb
y

oBc
y

oBd
y

oBe
y

oBf
y

oBg
y

oBh
y

oBi
y

oBj
y

oBk
y

oBl
y

oBm
y

oBn
y

oBo
y

oBp
y

oBq
y

oBr
y

oBs
y

oBt
y

oBu
y

oBv
y

oBw
y

oBx
y

oBy
y

oBz
y

oBA
y

oBB
y

oBC
y

oBD
y

oBE
y

oBF
y

oBG
y

oBH
y

oBI
y

oBJ
y

oBK
y

oBL
y

oBM
y

oBN
y

oBO
y

oBP
y

oBQ
y

oBR
y

oBS
y

oBT
y

oBU
y

oBV
y

oBW
y

oBX
y

oBY
y

oBZ
y

oB0
y

oB1
y

oB2
y

oB3
y

oB4
y

oB5
y

oB6
y

oB7
y

oB8
y

oB9
y

oB_
y

oB.
y

oCa
y

oCb
y

oCc
y

oCd
y

oCe
y

oCf
y

oCg
y

oCh
y

oCi
y

oCj
y

oCk
y

oCl
y

oCm
y

oCn
y

oCo
y

oCp
y

oCq
y

oCr
y

oCs
y

oCt
y

oCu
y

oCv
y

oCw
y

oCx
y

oCy
y

oCz
y

oCA
y

oCB
y

oCC
y

oCD
y

oCE
y

oCF
y

oCG
y

oCH
y

oCI
y

oCJ
y

oCK
y

oCL
y

oCM
y

oCN
y

oCO
y

oCP
y

oCQ
y

oCR
y

oCS
y

oCT
y

oCU
y

oCV
y

oCW
y

oCX
y

oCY
y

oCZ
y

oC0
y

oC1
y

oC2
y

oC3
y

oC4
y

oC5
y

oC6
y

oC7
y

oC8
y

oC9
y

oC_
y

oC.
y

oDa
y

oDb
y

oDc
y

oDd
y

oDe
y

oDf
y

oDg
y

oDh
y

oDi
y

oDj
y

oDk
y

oDl
y

oDm
y

oDn
y

oDo
y

oDp
y

oDq
y

oDr
y

oDs
y

oDt
y

oDu
y

oDv
y

oDw
y

oDx
y

oDy
y

oDz
y

oDA
y

oDB
y

oDC
y

oDD
y

oDE
y

oDF
y

oDG
y

oDH
y

oDI
y

oDJ
y

oDK
y

oDL
y

oDM
y

oDN
y

oDO
y

oDP
y

oDQ
y

oDR
y

oDS
y

oDT
y

oDU
y

oDV
y

oDW
y

oDX
y

oDY
y

oDZ
y

oD0
y

oD1
y

oD2
y

oD3
y

oD4
y

oD5
y

oD6
y

oD7
y

oD8
y

oD9
y

oD_
y

oD.
y

oEa
y

oEb
y

oEc
y

oEd
y

oEe
y

oEf
y

oEg
y

oEh
y

oEi
y

oEj
y

oEk
y

oEl
y

oEm
y

oEn
y

oEo
y

oEp
y

oEq
y

oEr
y

oEs
y

oEt
y

oEu
y

oEv
y

oEw
y

oEx
y

oEy
y

oEz
y

oEA
y

oEB
y

oEC
y

oED
y

oEE
y

oEF
y

oEG
y

oEH
y

oEI
y

oEJ
y

oEK
y

oEL
y

oEM
y

oEN
y

oEO
y

oEP
y

oEQ
y

oER
y

oES
y

oET
y

oEU
y

oEV
y

oEW
y

oEX
y

oEY
y

oEZ
y

oE0
y

oE1
y

oE2
y

oE3
y

oE4
y

oE5
y

oE6
y

oE7
y

oE8
y

oE9
y

oE_
y

oE.
y

oFa
y

oFb
y

oFc
y

oFd
y

oFe
y

oFf
y

oFg
y

oFh
y

oFi
y

oFj
y

oFk
y

oFl
y

oFm
y

oFn
y

oFo
y

oFp
y

oFq
y

oFr
y

oFs
y

oFt
y

oFu
y

oFv
y

oFw
y

oFx
y

oFy
y

oFz
y

oFA
y

oFB
y

oFC
y

oFD
y

oFE
y

oFF
y

oFG
y

oFH
y

oFI
y

oFJ
y

oFK
y

oFL
y

oFM
y

oFN
y

oFO
y

oFP
y

oFQ
y

oFR
y

oFS
y

oFT
y

oFU
y

oFV
y

oFW
y

oFX
y

oFY
y

oFZ
y

oF0
y

oF1
y

oF2
y

oF3
y

oF4
y

oF5
y

oF6
y

oF7
y

oF8
y

oF9
y

oF_
y

oF.
y

oGa
y

oGb
y

oGc
y

oGd
y

oGe
y

oGf
y

oGg
y

oGh
y

oGi
y

oGj
y

oGk
y

oGl
y

oGm
y

oGn
y

oGo
y

oGp
y

oGq
y

oGr
y

oGs
y

oGt
y

oGu
y

oGv
y

oGw
y

oGx
y

oGy
y

oGz
y

oGA
y

oGB
y

oGC
y

oGD
y

oGE
y

oGF
y

oGG
y

oGH
y

oGI
y

oGJ
y

oGK
y

oGL
y

oGM
y

oGN
y

oGO
y

oGP
y

oGQ
y

oGR
y

oGS
y

oGT
y

oGU
y

oGV
y

oGW
y

oGX
y

oGY
y

oGZ
y

oG0
y

oG1
y

oG2
y

oG3
y

oG4
y

oG5
y

oG6
y

oG7
y

oG8
y

oG9
y

oG_
y

oG.
y

oHa
y

oHb
y

oHc
y

oHd
y

oHe
y

oHf
y

oHg
y

oHh
y

oHi
y

oHj
y

oHk
y

oHl
y

oHm
y

oHn
y

oHo
y

oHp
y

oHq
y

oHr
y

oHs
y

oHt
y

oHu
y

oHv
y

oHw
y

oHx
y

oHy
y

oHz
y

oHA
y

oHB
y

oHC
y

oHD
y

oHE
y

oHF
y

oHG
y

oHH
y

oHI
y

oHJ
y

oHK
y

oHL
y

oHM
y

oHN
y

oHO
y

oHP
y

oHQ
y

oHR
y

oHS
y

oHT
y

oHU
y

oHV
y

oHW
y

oHX
y

oHY
y

oHZ
y

oH0
y

oH1
y

oH2
y

oH3
y

oH4
y

oH5
y

oH6
y

oH7
y

oH8
y

oH9
y

oH_
y

oH.
y

oIa
y

oIb
y

oIc
y

oId
y

oIe
y

oIf
y

oIg
y

oIh
y

oIi
y

oIj
y

oIk
y

oIl
y

oIm
y

oIn
y

oIo
y

oIp
y

oIq
y

oIr
y

oIs
y

oIt
y

oIu
y

oIv
y

oIw
y

oIx
y

oIy
y

oIz
y

oIA
y

oIB
y

oIC
y

oID
y

oIE
y

oIF
y

oIG
y

oIH
y

oII
y

oIJ
y

oIK
y

oIL
y

oIM
y

oIN
y

oIO
y

oIP
y

oIQ
y

oIR
y

oIS
y

oIT
y

oIU
y

oIV
y

oIW
y

oIX
y

oIY
y

oIZ
y

oI0
y

oI1
y

oI2
y

oI3
y

oI4
y

oI5
y

oI6
y

oI7
y

oI8
y

oI9
y

oI_
y

oI.
y

oJa
y

oJb
y

oJc
y

oJd
y

oJe
y

oJf
y

oJg
y

oJh
y

oJi
y

oJj
y

oJk
y

oJl
y

oJm
y

oJn
y

oJo
y

oJp
y

oJq
y

oJr
y

oJs
y

oJt
y

oJu
y

oJv
y

oJw
y

oJx
y

oJy
y

oJz
y

oJA
y

oJB
y

oJC
y

oJD
y

oJE
y

oJF
y

oJG
y

oJH
y

oJI
y

oJJ
y

oJK
y

oJL
y

oJM
y

oJN
y

oJO
y

oJP
y

oJQ
y

oJR
y

oJS
y

oJT
y

oJU
y

oJV
y

oJW
y

oJX
y

oJY
y

oJZ
y

oJ0
y

oJ1
y

oJ2
y

oJ3
y

oJ4
y

oJ5
y

oJ6
y

oJ7
y

oJ8
y

oJ9
y

oJ_
y

oJ.
y

oKa
y

oKb
y

oKc
y

oKd
y

oKe
y

oKf
y

oKg
y

oKh
y

oKi
y

oKj
y

oKk
y

oKl
y

oKm
y

oKn
y

oKo
y

oKp
y

oKq
y

oKr
y

oKs
y

oKt
y

oKu
y

oKv
y

oKw
y

oKx
y

oKy
y

oKz
y

oKA
y

oKB
y

oKC
y

oKD
y

oKE
y

oKF
y

oKG
y

oKH
y

oKI
y

oKJ
y

oKK
y

oKL
y

oKM
y

oKN
y

oKO
y

oKP
y

oKQ
y

oKR
y

oKS
y

oKT
y

oKU
y

oKV
y

oKW
y

oKX
y

oKY
y

oKZ
y

oK0
y

oK1
y

oK2
y

oK3
y

oK4
y

oK5
y

oK6
y

oK7
y

oK8
y

oK9
y

oK_
y

oK.
y

oLa
y

oLb
y

oLc
y

oLd
y

oLe
y

oLf
y

oLg
y

oLh
y

oLi
y

oLj
y

oLk
y

oLl
y

oLm
y

oLn
y

oLo
y

oLp
y

oLq
y

oLr
y

oLs
y

oLt
y

oLu
y

oLv
y

oLw
y

oLx
y

oLy
y

oLz
y

oLA
y

oLB
y

oLC
y

oLD
y

oLE
y

oLF
y

oLG
y

oLH
y

oLI
y

oLJ
y

oLK
y

oLL
y

oLM
y

oLN
y

oLO
y

oLP
y

oLQ
y

oLR
y

oLS
y

oLT
y

oLU
y

oLV
y

oLW
y

oLX
y

oLY
y

oLZ
y

oL0
y

oL1
y

oL2
y

oL3
y

oL4
y

oL5
y

oL6
y

oL7
y

oL8
y

oL9
y

oL_
y

oL.
y

oMa
y

oMb
y

oMc
y

oMd
y

oMe
y

oMf
y

oMg
y

oMh
y

oMi
y

oMj
y

oMk
y

oMl
y

oMm
y

oMn
y

oMo
y

oMp
y

oMq
y

oMr
y

oMs
y

oMt
y

oMu
y

oMv
y

oMw
y

oMx
y

oMy
y

oMz
y

oMA
y

oMB
y

oMC
y

oMD
y

oME
y

oMF
y

oMG
y

oMH
y

oMI
y

oMJ
y

oMK
y

oML
y

oMM
y

oMN
y

oMO
y

oMP
y

oMQ
y

oMR
y

oMS
y

oMT
y

oMU
y

oMV
y

oMW
y

oMX
y

oMY
y

oMZ
y

oM0
y

oM1
y

oM2
y

oM3
y

oM4
y

oM5
y

oM6
y

oM7
y

oM8
y

oM9
y

oM_
y

oM.
y

oNa
y

oNb
y

oNc
y

oNd
y

oNe
y

oNf
y

oNg
y

oNh
y

oNi
y

oNj
y

oNk
y

oNl
y

oNm
y

oNn
y

oNo
y

oNp
y

oNq
y

oNr
y

oNs
y

oNt
y

oNu
y

oNv
y

oNw
y

oNx
y

oNy
y

oNz
y

oNA
y

oNB
y

oNC
y

oND
y

oNE
y

oNF
y

oNG
y

oNH
y

oNI
y

oNJ
y

oNK
y

oNL
y

oNM
y

oNN
y

oNO
y

oNP
y

oNQ
y

oNR
y

oNS
y

oNT
y

oNU
y

oNV
y

oNW
y

oNX
y

oNY
y

oNZ
y

oN0
y

oN1
y

oN2
y

oN3
y

oN4
y

oN5
y

oN6
y

oN7
y

oN8
y

oN9
y

oN_
y

oN.
y

oOa
y

oOb
y

oOc
y

oOd
y

oOe
y

oOf
y

oOg
y

oOh
y

oOi
y

oOj
y

oOk
y

oOl
y

oOm
y

oOn
y

oOo
y

oOp
y

oOq
y

oOr
y

oOs
y

oOt
y

oOu
y

oOv
y

oOw
y

oOx
y

oOy
y

oOz
y

oOA
y

oOB
y

oOC
y

oOD
y

oOE
y

oOF
y

oOG
y

oOH
y

oOI
y

oOJ
y

oOK
y

oOL
y

oOM
y

oON
y

oOO
y

oOP
y

oOQ
y

oOR
y

oOS
y

oOT
y

oOU
y

oOV
y

oOW
y

oOX
y

oOY
y

oOZ
y

oO0
y

oO1
y

oO2
y

oO3
y

oO4
y

oO5
y

oO6
y

oO7
y

oO8
y

oO9
y

oO_
y

oO.
y

oPa
y

oPb
y

oPc
y

oPd
y

oPe
y

oPf
y

oPg
y

oPh
y

oPi
y

oPj
y

oPk
y

oPl
y

oPm
y

oPn
y

oPo
y

oPp
y

oPq
y

oPr
y

oPs
y

oPt
y

oPu
y

oPv
y

oPw
y

oPx
y

oPy
y

oPz
y

oPA
y

oPB
y

oPC
y

oPD
y

oPE
y

oPF
y

oPG
y

oPH
y

oPI
y

oPJ
y

oPK
y

oPL
y

oPM
y

oPN
y

oPO
y

oPP
y

oPQ
y

oPR
y

oPS
y

oPT
y

oPU
y

oPV
y

oPW
y

oPX
y

oPY
y

oPZ
y

oP0
y

oP1
y

oP2
y

oP3
y

oP4
y

oP5
y

oP6
y

oP7
y

oP8
y

oP9
y

oP_
y

oP.
y

oQa
y

oQb
y

oQc
y

oQd
y

oQe
y

oQf
y

oQg
y

oQh
y

oQi
y

oQj
y

oQk
y

oQl
y

oQm
y

oQn
y

oQo
y

oQp
y

oQq
y

oQr
y

oQs
y

oQt
y

oQu
y

oQv
y

oQw
y

oQx
y

oQy
y

oQz
y

oQA
y

oQB
y

oQC
y

oQD
y

oQE
y

oQF
y

oQG
y

oQH
y

oQI
y

oQJ
y

oQK
y

oQL
y

oQM
y

oQN
y

oQO
y

oQP
y

oQQ
y

oQR
y

oQS
y

oQT
y

oQU
y

oQV
y

oQW
y

oQX
y

oQY
y

oQZ
y

oQ0
y

oQ1
y

oQ2
y

oQ3
y

oQ4
y

oQ5
y

oQ6
y

oQ7
y

oQ8
y

oQ9
y

oQ_
y

oQ.
y

oRa
y

oRb
y

oRc
y

oRd
y

oRe
y

oRf
y

oRg
y

oRh
y

oRi
y

oRj
y

oRk
y

oRl
y

oRm
y

oRn
y

oRo
y

oRp
y

oRq
y

oRr
y

oRs
y

oRt
y

oRu
y

oRv
y

oRw
y

oRx
y

oRy
y

oRz
y

oRA
y

oRB
y

oRC
y

oRD
y

oRE
y

oRF
y

oRG
y

oRH
y

oRI
y

oRJ
y

oRK
y

oRL
y

oRM
y

oRN
y

oRO
y

oRP
y

oRQ
y

oRR
y

oRS
y

oRT
y

oRU
y

oRV
y

oRW
y

oRX
y

oRY
y

oRZ
y

oR0
y

oR1
y

oR2
y

oR3
y

oR4
y

oR5
y

oR6
y

oR7
y

oR8
y

oR9
y

oR_
y

oR.
y

oSa
y

oSb
y

oSc
y

oSd
y

oSe
y

oSf
y

oSg
y

oSh
y

oSi
y

oSj
y

oSk
y

oSl
y

oSm
y

oSn
y

oSo
y

oSp
y

oSq
y

oSr
y

oSs
y

oSt
y

oSu
y

oSv
y

oSw
y

oSx
y

oSy
y

oSz
y

oSA
y

oSB
y

oSC
y

oSD
y

oSE
y

oSF
y

oSG
y

oSH
y

oSI
y

oSJ
y

oSK
y

oSL
y

oSM
y

oSN
y

oSO
y

oSP
y

oSQ
y

oSR
y

oSS
y

oST
y

oSU
y

oSV
y

oSW
y

oSX
y

oSY
y

oSZ
y

oS0
y

oS1
y

oS2
y

oS3
y

oS4
y

oS5
y

oS6
y

oS7
y

oS8
y

oS9
y

oS_
y

oS.
y

oTa
y

oTb
y

oTc
y

oTd
y

oTe
y

oTf
y

oTg
y

oTh
y

oTi
y

oTj
y

oTk
y

oTl
y

oTm
y

oTn
y

oTo
y

oTp
y

oTq
y

oTr
y

oTs
y

oTt
y

oTu
y

oTv
y

oTw
y

oTx
y

oTy
y

oTz
y

oTA
y

oTB
y

oTC
y

oTD
y

oTE
y

oTF
y

oTG
y

oTH
y

oTI
y

oTJ
y

oTK
y

oTL
y

oTM
y

oTN
y

oTO
y

oTP
y

oTQ
y

oTR
y

oTS
y

oTT
y

oTU
y

oTV
y

oTW
y

oTX
y

oTY
y

oTZ
y

oT0
y

oT1
y

oT2
y

oT3
y

oT4
y

oT5
y

oT6
y

oT7
y

oT8
y

oT9
y

oT_
y

oT.
y

oUa
y

oUb
y

oUc
y

oUd
y

oUe
y

oUf
y

oUg
y

oUh
y

oUi
y

oUj
y

oUk
y

oUl
y

oUm
y

oUn
y

oUo
y

oUp
y

oUq
y

oUr
y

oUs
y

oUt
y

oUu
y

oUv
y

oUw
y

oUx
y

oUy
y

oUz
y

oUA
y

oUB
y

oUC
y

oUD
y

oUE
y

oUF
y

oUG
y

oUH
y

oUI
y

oUJ
y

oUK
y

oUL
y

oUM
y

oUN
y

oUO
y

oUP
y

oUQ
y

oUR
y

oUS
y

oUT
y

oUU
y

oUV
y

oUW
y

oUX
y

oUY
y

oUZ
y

oU0
y

oU1
y

oU2
y

oU3
y

oU4
y

oU5
y

oU6
y

oU7
y

oU8
y

oU9
y

oU_
y

oU.
y

oVa
y

oVb
y

oVc
y

oVd
y

oVe
y

oVf
y

oVg
y

oVh
y

oVi
y

oVj
y

oVk
y

oVl
y

oVm
y

oVn
y

oVo
y

oVp
y

oVq
y

oVr
y

oVs
y

oVt
y

oVu
y

oVv
y

oVw
y

oVx
y

oVy
y

oVz
y

oVA
y

oVB
y

oVC
y

oVD
y

oVE
y

oVF
y

oVG
y

oVH
y

oVI
y

oVJ
y

oVK
y

oVL
y

oVM
y

oVN
y

oVO
y

oVP
y

oVQ
y

oVR
y

oVS
y

oVT
y

oVU
y

oVV
y

oVW
y

oVX
y

oVY
y

oVZ
y

oV0
y

oV1
y

oV2
y

oV3
y

oV4
y

oV5
y

oV6
y

oV7
y

oV8
y

oV9
y

oV_
y

oV.
y

oWa
y

oWb
y

oWc
y

oWd
y

oWe
y

oWf
y

oWg
y

oWh
y

oWi
y

oWj
y

oWk
y

oWl
y

oWm
y

oWn
y

oWo
y

oWp
y

oWq
y

oWr
y

oWs
y

oWt
y

oWu
y

oWv
y

oWw
y

oWx
y

oWy
y

oWz
y

oWA
y

oWB
y

oWC
y

oWD
y

oWE
y

oWF
y

oWG
y

oWH
y

oWI
y

oWJ
y

oWK
y

oWL
y

oWM
y

oWN
y

oWO
y

oWP
y

oWQ
y

oWR
y

oWS
y

oWT
y

oWU
y

oWV
y

oWW
y

oWX
y

oWY
y

oWZ
y

oW0
y

oW1
y

oW2
y

oW3
y

oW4
y

oW5
y

oW6
y

oW7
y

oW8
y

oW9
y

oW_
y

oW.
y

oXa
y

oXb
y

oXc
y

oXd
y

oXe
y

oXf
y

oXg
y

oXh
y

oXi
y

oXj
y

oXk
y

oXl
y

oXm
y

oXn
y

oXo
y

oXp
y

oXq
y

oXr
y

oXs
y

oXt
y

oXu
y

oXv
y

oXw
y

oXx
y

oXy
y

oXz
y

oXA
y

oXB
y

oXC
y

oXD
y

oXE
y

oXF
y

oXG
y

oXH
y

oXI
y

oXJ
y

oXK
y

oXL
y

oXM
y

oXN
y

oXO
y

oXP
y

oXQ
y

oXR
y

oXS
y

oXT
y

oXU
y

oXV
y

oXW
y

oXX
y

oXY
y

oXZ
y

oX0
y

oX1
y

oX2
y

oX3
y

oX4
y

oX5
y

oX6
y

oX7
y

oX8
y

oX9
y

oX_
y

oX.
y

oYa
y

oYb
y

oYc
y

oYd
y

oYe
y

oYf
y

oYg
y

oYh
y

oYi
y

oYj
y

oYk
y

oYl
y

oYm
y

oYn
y

oYo
y

oYp
y

oYq
y

oYr
y

oYs
y

oYt
y

oYu
y

oYv
y

oYw
y

oYx
y

oYy
y

oYz
y

oYA
y

oYB
y

oYC
y

oYD
y

oYE
y

oYF
y

oYG
y

oYH
y

oYI
y

oYJ
y

oYK
y

oYL
y

oYM
y

oYN
y

oYO
y

oYP
y

oYQ
y

oYR
y

oYS
y

oYT
y

oYU
y

oYV
y

oYW
y

oYX
y

oYY
y

oYZ
y

oY0
y

oY1
y

oY2
y

oY3
y

oY4
y

oY5
y

oY6
y

oY7
y

oY8
y

oY9
y

oY_
y

oY.
y

oZa
y

oZb
y

oZc
y

oZd
y

oZe
y

oZf
y

oZg
y

oZh
y

oZi
y

oZj
y

oZk
y

oZl
y

oZm
y

oZn
y

oZo
y

oZp
y

oZq
y

oZr
y

oZs
y

oZt
y

oZu
y

oZv
y

oZw
y

oZx
y

oZy
y

oZz
y

oZA
y

oZB
y

oZC
y

oZD
y

oZE
y

oZF
y

oZG
y

oZH
y

oZI
y

oZJ
y

oZK
y

oZL
y

oZM
y

oZN
y

oZO
y

oZP
y

oZQ
y

oZR
y

oZS
y

oZT
y

oZU
y

oZV
y

oZW
y

oZX
y

oZY
y

oZZ
y

oZ0
y

oZ1
y

oZ2
y

oZ3
y

oZ4
y

oZ5
y

oZ6
y

oZ7
y

oZ8
y

oZ9
y

oZ_
y

oZ.
y

o0a
y

o0b
y

o0c
y

o0d
y

o0e
y

o0f
y

o0g
y

o0h
y

o0i
y

o0j
y

o0k
y

o0l
y

o0m
y

o0n
y

o0o
y

o0p
y

o0q
y

o0r
y

o0s
y

o0t
y

o0u
y

o0v
y

o0w
y

o0x
y

o0y
y

o0z
y

o0A
y

o0B
y

o0C
y

o0D
y

o0E
y

o0F
y

o0G
y

o0H
y

o0I
y

o0J
y

o0K
y

o0L
y

o0M
y

o0N
y

o0O
y

o0P
y

o0Q
y

o0R
y

o0S
y

o0T
y

o0U
y

o0V
y

o0W
y

o0X
y

o0Y
y

o0Z
y

o00
y

o01
y

o02
y

o03
y

o04
y

o05
y

o06
y

o07
y

o08
y

o09
y

o0_
y

o0.
y

o1a
y

o1b
y

o1c
y

o1d
y

o1e
y

o1f
y

o1g
y

o1h
y

o1i
y

o1j
y

o1k
y

o1l
y

o1m
y

o1n
y

o1o
y

o1p
y

o1q
y

o1r
y

o1s
y

o1t
y

o1u
y

o1v
y

o1w
y

o1x
y

o1y
y

o1z
y

o1A
y

o1B
y

o1C
y

o1D
y

o1E
y

o1F
y

o1G
y

o1H
y

o1I
y

o1J
y

o1K
y

o1L
y

o1M
y

o1N
y

o1O
y

o1P
y

o1Q
y

o1R
y

o1S
y

o1T
y

o1U
y

o1V
y

o1W
y

o1X
y

o1Y
y

o1Z
y

o10
y

o11
y

o12
y

o13
y

o14
y

o15
y

o16
y

o17
y

o18
y

o19
y

o1_
y

o1.
y

o2a
y

o2b
y

o2c
y

o2d
y

o2e
y

o2f
y

o2g
y

o2h
y

o2i
y

o2j
y

o2k
y

o2l
y

o2m
y

o2n
y

o2o
y

o2p
y

o2q
y

o2r
y

o2s
y

o2t
y

o2u
y

o2v
y

o2w
y

o2x
y

o2y
y

o2z
y

o2A
y

o2B
y

o2C
y

o2D
y

o2E
y

o2F
y

o2G
y

o2H
y

o2I
y

o2J
y

o2K
y

o2L
y

o2M
y

o2N
y

o2O
y

o2P
y

o2Q
y

o2R
y

o2S
y

o2T
y

o2U
y

o2V
y

o2W
y

o2X
y

o2Y
y

o2Z
y

o20
y

o21
y

o22
y

o23
y

o24
y

o25
y

o26
y

o27
y

o28
y

o29
y

o2_
y

o2.
y

o3a
y

o3b
y

o3c
y

o3d
y

o3e
y

o3f
y

o3g
y

o3h
y

o3i
y

o3j
y

o3k
y

o3l
y

o3m
y

o3n
y

o3o
y

o3p
y

o3q
y

o3r
y

o3s
y

o3t
y

o3u
y

o3v
y

o3w
y

o3x
y

o3y
y

o3z
y

o3A
y

o3B
y

o3C
y

o3D
y

o3E
y

o3F
y

o3G
y

o3H
y

o3I
y

o3J
y

o3K
y

o3L
y

o3M
y

o3N
y

o3O
y

o3P
y

o3Q
y

o3R
y

o3S
y

o3T
y

o3U
y

o3V
y

o3W
y

o3X
y

o3Y
y

o3Z
y

o30
y

o31
y

o32
y

o33
y

o34
y

o35
y

o36
y

o37
y

o38
y

o39
y

o3_
y

o3.
y

o4a
y

o4b
y

o4c
y

o4d
y

o4e
y

o4f
y

o4g
y

o4h
y

o4i
y

o4j
y

o4k
y

o4l
y

o4m
y

o4n
y

o4o
y

o4p
y

o4q
y

o4r
y

o4s
y

o4t
y

o4u
y

o4v
y

o4w
y

o4x
y

o4y
y

o4z
y

o4A
y

o4B
y

o4C
y

o4D
y

o4E
y

o4F
y

o4G
y

o4H
y

o4I
y

o4J
y

o4K
y

o4L
y

o4M
y

o4N
y

o4O
y

o4P
y

o4Q
y

o4R
y

o4S
y

o4T
y

o4U
y

o4V
y

o4W
y

o4X
y

o4Y
y

o4Z
y

o40
y

o41
y

o42
y

o43
y

o44
y

o45
y

o46
y

o47
y

o48
y

o49
y

o4_
y

o4.
y

o5a
y

o5b
y

o5c
y

o5d
y

o5e
y

o5f
y

o5g
y

o5h
y

o5i
y

o5j
y

o5k
y

o5l
y

o5m
y

o5n
y

o5o
y

o5p
y

o5q
y

o5r
y

o5s
y

o5t
y

o5u
y

o5v
y

o5w
y

o5x
y

o5y
y

o5z
y

o5A
y

o5B
y

o5C
y

o5D
y

o5E
y

o5F
y

o5G
y

o5H
y

o5I
y

o5J
y

o5K
y

o5L
y

o5M
y

o5N
y

o5O
y

o5P
y

o5Q
y

o5R
y

o5S
y

o5T
y

o5U
y

o5V
y

o5W
y

o5X
y

o5Y
y

o5Z
y

o50
y

o51
y

o52
y

o53
y

o54
y

o55
y

o56
y

o57
y

o58
y

o59
y

o5_
y

o5.
y

o6a
y

o6b
y

o6c
y

o6d
y

o6e
y

o6f
y

o6g
y

o6h
y

o6i
y

o6j
y

o6k
y

o6l
y

o6m
y

o6n
y

o6o
y

o6p
y

o6q
y

o6r
y

o6s
y

o6t
y

o6u
y

o6v
y

o6w
y

o6x
y

o6y
y

o6z
y

o6A
y

o6B
y

o6C
y

o6D
y

o6E
y

o6F
y

o6G
y

o6H
y

o6I
y

o6J
y

o6K
y

o6L
y

o6M
y

o6N
y

o6O
y

o6P
y

o6Q
y

o6R
y

o6S
y

o6T
y

o6U
y

o6V
y

o6W
y

o6X
y

o6Y
y

o6Z
y

o60
y

o61
y

o62
y

o63
y

o64
y

o65
y

o66
y

o67
y

o68
y

o69
y

o6_
y

o6.
y

o7a
y

o7b
y

o7c
y

o7d
y

o7e
y

o7f
y

o7g
y

o7h
y

o7i
y

o7j
y

o7k
y

o7l
y

o7m
y

o7n
y

o7o
y

o7p
y

o7q
y

o7r
y

o7s
y

o7t
y

o7u
y

o7v
y

o7w
y

o7x
y

o7y
y

o7z
y

o7A
y

o7B
y

o7C
y

o7D
y

o7E
y

o7F
y

o7G
y

o7H
y

o7I
y

o7J
y

o7K
y

o7L
y

o7M
y

o7N
y

o7O
y

o7P
y

o7Q
y

o7R
y

o7S
y

o7T
y

o7U
y

o7V
y

o7W
y

o7X
y

o7Y
y

o7Z
y

o70
y

o71
y

o72
y

o73
y

o74
y

o75
y

o76
y

o77
y

o78
y

o79
y

o7_
y

o7.
y

o8a
y

o8b
y

o8c
y

o8d
y

o8e
y

o8f
y

o8g
y

o8h
y

o8i
y

o8j
y

o8k
y

o8l
y

o8m
y

o8n
y

o8o
y

o8p
y

o8q
y

o8r
y

o8s
y

o8t
y

o8u
y

o8v
y

o8w
y

o8x
y

o8y
y

o8z
y

o8A
y

o8B
y

o8C
y

o8D
y

o8E
y

o8F
y

o8G
y

o8H
y

o8I
y

o8J
y

o8K
y

o8L
y

o8M
y

o8N
y

o8O
y

o8P
y

o8Q
y

o8R
y

o8S
y

o8T
y

o8U
y

o8V
y

o8W
y

o8X
y

o8Y
y

o8Z
y

o80
y

o81
y

o82
y

o83
y

o84
y

o85
y

o86
y

o87
y

o88
y

o89
y

o8_
y

o8.
y

o9a
y

o9b
y

o9c
y

o9d
y

o9e
y

o9f
y

o9g
y

o9h
y

o9i
y

o9j
y

o9k
y

o9l
y

o9m
y

o9n
y

o9o
y

o9p
y

o9q
y

o9r
y

o9s
y

o9t
y

o9u
y

o9v
y

o9w
y

o9x
y

o9y
y

o9z
y

o9A
y

o9B
y

o9C
y

o9D
y

o9E
y

o9F
y

o9G
y

o9H
y

o9I
y

o9J
y

o9K
y

o9L
y

o9M
y

o9N
y

o9O
y

o9P
y

o9Q
y

o9R
y

o9S
y

o9T
y

o9U
y

o9V
y

o9W
y

o9X
y

o9Y
y

o9Z
y

o90
y

o91
y

o92
y

o93
y

o94
y

o95
y

o96
y

o97
y

o98
y

o99
y

o9_
y

o9.
y

o_a
y

o_b
y

o_c
y

o_d
y

o_e
y

o_f
y

o_g
y

o_h
y

o_i
y

o_j
y

o_k
y

o_l
y

o_m
y

o_n
y

o_o
y

o_p
y

o_q
y

o_r
y

o_s
y

o_t
y

o_u
y

o_v
y

o_w
y

o_x
y

o_y
y

o_z
y

o_A
y

o_B
y

o_C
y

o_D
y

o_E
y

o_F
y

o_G
y

o_H
y

o_I
y

o_J
y

o_K
y

o_L
y

o_M
y

o_N
y

o_O
y

o_P
y

o_Q
y

o_R
y

o_S
y

o_T
y

o_U
y

o_V
y

o_W
y

o_X
y

o_Y
y

o_Z
y

o_0
y

o_1
y

o_2
y

o_3
y

o_4
y

o_5
y

o_6
y

o_7
y

o_8
y

o_9
y

o__
y

o_.
y

o.a
y

o.b
y

o.c
y

o.d
y

o.e
y

o.f
y

o.g
y

o.h
y

o.i
y

o.j
y

o.k
y

o.l
y

o.m
y

o.n
y

o.o
y

o.p
y

o.q
y

o.r
y

o.s
y

o.t
y

o.u
y

o.v
y

o.w
y

o.x
y

o.y
y

o.z
y

o.A
y

o.B
y

o.C
y

o.D
y

o.E
y

o.F
y

o.G
y

o.H
y

o.I
y

o.J
y

o.K
y

o.L
y

o.M
y

o.N
y

o.O
y

o.P
y

o.Q
y

o.R
y

o.S
y

o.T
y

o.U
y

o.V
y

o.W
y

o.X
y

o.Y
y

o.Z
y

o.0
y

o.1
y

o.2
y

o.3
y

o.4
y

o.5
y

o.6
y

o.7
y

o.8
y

o.9
y

o._
y

o..
y

paa
y

pab
y

pac
y

pad
y

pae
y

paf
y

pag
y

pah
y

pai
y

paj
y

pak
y

pal
y

pam
y

pan
y

pao
y

pap
y

paq
y

par
y

pas
y

pat
y

pau
y

pav
y

paw
y

pax
y

pay
y

paz
y

paA
y

paB
y

paC
y

paD
y

paE
y

paF
y

paG
y

paH
y

paI
y

paJ
y

paK
y

paL
y

paM
y

paN
y

paO
y

paP
y

paQ
y

paR
y

paS
y

paT
y

paU
y

paV
y

paW
y

paX
y

paY
y

paZ
y

pa0
y

pa1
y

pa2
y

pa3
y

pa4
y

pa5
y

pa6
y

pa7
y

pa8
y

pa9
y

pa_
y

pa.
y

pba
y

pbb
y

pbc
y

pbd
y

pbe
y

pbf
y

pbg
y

pbh
y

pbi
y

pbj
y

pbk
y

pbl
y

pbm
y

pbn
y

pbo
y

pbp
y

pbq
y

pbr
y

pbs
y

pbt
y

pbu
y

pbv
y

pbw
y

pbx
y

pby
y

pbz
y

pbA
y

pbB
y

pbC
y

pbD
y

pbE
y

pbF
y

pbG
y

pbH
y

pbI
y

pbJ
y

pbK
y

pbL
y

pbM
y

pbN
y

pbO
y

pbP
y

pbQ
y

pbR
y

pbS
y

pbT
y

pbU
y

pbV
y

pbW
y

pbX
y

pbY
y

pbZ
y

pb0
y

pb1
y

pb2
y

pb3
y

pb4
y

pb5
y

pb6
y

pb7
y

pb8
y

pb9
y

pb_
y

pb.
y

pca
y

pcb
y

pcc
y

pcd
y

pce
y

pcf
y

pcg
y

pch
y

pci
y

pcj
y

pck
y

pcl
y

pcm
y

pcn
y

pco
y

pcp
y

pcq
y

pcr
y

pcs
y

pct
y

pcu
y

pcv
y

pcw
y

pcx
y

pcy
y

pcz
y

pcA
y

pcB
y

pcC
y

pcD
y

pcE
y

pcF
y

pcG
y

pcH
y

pcI
y

pcJ
y

pcK
y

pcL
y

pcM
y

pcN
y

pcO
y

pcP
y

pcQ
y

pcR
y

pcS
y

pcT
y

pcU
y

pcV
y

pcW
y

pcX
y

pcY
y

pcZ
y

pc0
y

pc1
y

pc2
y

pc3
y

pc4
y

pc5
y

pc6
y

pc7
y

pc8
y

pc9
y

pc_
y

pc.
y

pda
y

pdb
y

pdc
y

pdd
y

pde
y

pdf
y

pdg
y

pdh
y

pdi
y

pdj
y

pdk
y

pdl
y

pdm
y

pdn
y

pdo
y

pdp
y

pdq
y

pdr
y

pds
y

pdt
y

pdu
y

pdv
y

pdw
y

pdx
y

pdy
y

pdz
y

pdA
y

pdB
y

pdC
y

pdD
y

pdE
y

pdF
y

pdG
y

pdH
y

pdI
y

pdJ
y

pdK
y

pdL
y

pdM
y

pdN
y

pdO
y

pdP
y

pdQ
y

pdR
y

pdS
y

pdT
y

pdU
y

pdV
y

pdW
y

pdX
y

pdY
y

pdZ
y

pd0
y

pd1
y

pd2
y

pd3
y

pd4
y

pd5
y

pd6
y

pd7
y

pd8
y

pd9
y

pd_
y

pd.
y

pea
y

peb
y

pec
y

ped
y

pee
y

pef
y

peg
y

peh
y

pei
y

pej
y

pek
y

pel
y

pem
y

pen
y

peo
y

pep
y

peq
y

per
y

pes
y

pet
y

peu
y

pev
y

pew
y

pex
y

pey
y

pez
y

peA
y

peB
y

peC
y

peD
y

peE
y

peF
y

peG
y

peH
y

peI
y

peJ
y

peK
y

peL
y

peM
y

peN
y

peO
y

peP
y

peQ
y

peR
y

peS
y

peT
y

peU
y

peV
y

peW
y

peX
y

peY
y

peZ
y

pe0
y

pe1
y

pe2
y

pe3
y

pe4
y

pe5
y

pe6
y

pe7
y

pe8
y

pe9
y

pe_
y

pe.
y

pfa
y

pfb
y

pfc
y

pfd
y

pfe
y

pff
y

pfg
y

pfh
y

pfi
y

pfj
y

pfk
y

pfl
y

pfm
y

pfn
y

pfo
y

pfp
y

pfq
y

pfr
y

pfs
y

pft
y

pfu
y

pfv
y

pfw
y

pfx
y

pfy
y

pfz
y

pfA
y

pfB
y

pfC
y

pfD
y

pfE
y

pfF
y

pfG
y

pfH
y

pfI
y

pfJ
y

pfK
y

pfL
y

pfM
y

pfN
y

pfO
y

pfP
y

pfQ
y

pfR
y

pfS
y

pfT
y

pfU
y

pfV
y

pfW
y

pfX
y

pfY
y

pfZ
y

pf0
y

pf1
y

pf2
y

pf3
y

pf4
y

pf5
y

pf6
y

pf7
y

pf8
y

pf9
y

pf_
y

pf.
y

pga
y

pgb
y

pgc
y

pgd
y

pge
y

pgf
y

pgg
y

pgh
y

pgi
y

pgj
y

pgk
y

pgl
y

pgm
y

pgn
y

pgo
y

pgp
y

pgq
y

pgr
y

pgs
y

pgt
y

pgu
y

pgv
y

pgw
y

pgx
y

pgy
y

pgz
y

pgA
y

pgB
y

pgC
y

pgD
y

pgE
y

pgF
y

pgG
y

pgH
y

pgI
y

pgJ
y

pgK
y

pgL
y

pgM
y

pgN
y

pgO
y

pgP
y

pgQ
y

pgR
y

pgS
y

pgT
y

pgU
y

pgV
y

pgW
y

pgX
y

pgY
y

pgZ
y

pg0
y

pg1
y

pg2
y

pg3
y

pg4
y

pg5
y

pg6
y

pg7
y

pg8
y

pg9
y

pg_
y

pg.
y

pha
y

phb
y

phc
y

phd
y

phe
y

phf
y

phg
y

phh
y

phi
y

phj
y

phk
y

phl
y

phm
y

phn
y

pho
y

php
y

phq
y

phr
y

phs
y

pht
y

phu
y

phv
y

phw
y

phx
y

phy
y

phz
y

phA
y

phB
y

phC
y

phD
y

phE
y

phF
y

phG
y

phH
y

phI
y

phJ
y

phK
y

phL
y

phM
y

phN
y

phO
y

phP
y

phQ
y

phR
y

phS
y

phT
y

phU
y

phV
y

phW
y

phX
y

phY
y

phZ
y

ph0
y

ph1
y

ph2
y

ph3
y

ph4
y

ph5
y

ph6
y

ph7
y

ph8
y

ph9
y

ph_
y

ph.
y

pia
y

pib
y

pic
y

pid
y

pie
y

pif
y

pig
y

pih
y

pii
y

pij
y

pik
y

pil
y

pim
y

pin
y

pio
y

pip
y

piq
y

pir
y

pis
y

pit
y

piu
y

piv
y

piw
y

pix
y

piy
y

piz
y

piA
y

piB
y

piC
y

piD
y

piE
y

piF
y

piG
y

piH
y

piI
y

piJ
y

piK
y

piL
y

piM
y

piN
y

piO
y

piP
y

piQ
y

piR
y

piS
y

piT
y

piU
y

piV
y

piW
y

piX
y

piY
y

piZ
y

pi0
y

pi1
y

pi2
y

pi3
y

pi4
y

pi5
y

pi6
y

pi7
y

pi8
y

pi9
y

pi_
y

pi.
y

pja
y

pjb
y

pjc
y

pjd
y

pje
y

pjf
y

pjg
y

pjh
y

pji
y

pjj
y

pjk
y

pjl
y

pjm
y

pjn
y

pjo
y

pjp
y

pjq
y

pjr
y

pjs
y

pjt
y

pju
y

pjv
y

pjw
y

pjx
y

pjy
y

pjz
y

pjA
y

pjB
y

pjC
y

pjD
y

pjE
y

pjF
y

pjG
y

pjH
y

pjI
y

pjJ
y

pjK
y

pjL
y

pjM
y

pjN
y

pjO
y

pjP
y

pjQ
y

pjR
y

pjS
y

pjT
y

pjU
y

pjV
y

pjW
y

pjX
y

pjY
y

pjZ
y

pj0
y

pj1
y

pj2
y

pj3
y

pj4
y

pj5
y

pj6
y

pj7
y

pj8
y

pj9
y

pj_
y

pj.
y

pka
y

pkb
y

pkc
y

pkd
y

pke
y

pkf
y

pkg
y

pkh
y

pki
y

pkj
y

pkk
y

pkl
y

pkm
y

pkn
y

pko
y

pkp
y

pkq
y

pkr
y

pks
y

pkt
y

pku
y

pkv
y

pkw
y

pkx
y

pky
y

pkz
y

pkA
y

pkB
y

pkC
y

pkD
y

pkE
y

pkF
y

pkG
y

pkH
y

pkI
y

pkJ
y

pkK
y

pkL
y

pkM
y

pkN
y

pkO
y

pkP
y

pkQ
y

pkR
y

pkS
y

pkT
y

pkU
y

pkV
y

pkW
y

pkX
y

pkY
y

pkZ
y

pk0
y

pk1
y

pk2
y

pk3
y

pk4
y

pk5
y

pk6
y

pk7
y

pk8
y

pk9
y

pk_
y

pk.
y

pla
y

plb
y

plc
y

pld
y

ple
y

plf
y

plg
y

plh
y

pli
y

plj
y

plk
y

pll
y

plm
y

pln
y

plo
y

plp
y

plq
y

plr
y

pls
y

plt
y

plu
y

plv
y

plw
y

plx
y

ply
y

plz
y

plA
y

plB
y

plC
y

plD
y

plE
y

plF
y

plG
y

plH
y

plI
y

plJ
y

plK
y

plL
y

plM
y

plN
y

plO
y

plP
y

plQ
y

plR
y

plS
y

plT
y

plU
y

plV
y

plW
y

plX
y

plY
y

plZ
y

pl0
y

pl1
y

pl2
y

pl3
y

pl4
y

pl5
y

pl6
y

pl7
y

pl8
y

pl9
y

pl_
y

pl.
y

pma
y

pmb
y

pmc
y

pmd
y

pme
y

pmf
y

pmg
y

pmh
y

pmi
y

pmj
y

pmk
y

pml
y

pmm
y

pmn
y

pmo
y

pmp
y

pmq
y

pmr
y

pms
y

pmt
y

pmu
y

pmv
y

pmw
y

pmx
y

pmy
y

pmz
y

pmA
y

pmB
y

pmC
y

pmD
y

pmE
y

pmF
y

pmG
y

pmH
y

pmI
y

pmJ
y

pmK
y

pmL
y

pmM
y

pmN
y

pmO
y

pmP
y

pmQ
y

pmR
y

pmS
y

pmT
y

pmU
y

pmV
y

pmW
y

pmX
y

pmY
y

pmZ
y

pm0
y

pm1
y

pm2
y

pm3
y

pm4
y

pm5
y

pm6
y

pm7
y

pm8
y

pm9
y

pm_
y

pm.
y

pna
y

pnb
y

pnc
y

pnd
y

pne
y

pnf
y

png
y

pnh
y

pni
y

pnj
y

pnk
y

pnl
y

pnm
y

pnn
y

pno
y

pnp
y

pnq
y

pnr
y

pns
y

pnt
y

pnu
y

pnv
y

pnw
y

pnx
y

pny
y

pnz
y

pnA
y

pnB
y

pnC
y

pnD
y

pnE
y

pnF
y

pnG
y

pnH
y

pnI
y

pnJ
y

pnK
y

pnL
y

pnM
y

pnN
y

pnO
y

pnP
y

pnQ
y

pnR
y

pnS
y

pnT
y

pnU
y

pnV
y

pnW
y

pnX
y

pnY
y

pnZ
y

pn0
y

pn1
y

pn2
y

pn3
y

pn4
y

pn5
y

pn6
y

pn7
y

pn8
y

pn9
y

pn_
y

pn.
y

poa
y

pob
y

poc
y

pod
y

poe
y

pof
y

pog
y

poh
y

poi
y

poj
y

pok
y

pol
y

pom
y

pon
y

poo
y

pop
y

poq
y

por
y

pos
y

pot
y

pou
y

pov
y

pow
y

pox
y

poy
y

poz
y

poA
y

poB
y

poC
y

poD
y

poE
y

poF
y

poG
y

poH
y

poI
y

poJ
y

poK
y

poL
y

poM
y

poN
y

poO
y

poP
y

poQ
y

poR
y

poS
y

poT
y

poU
y

poV
y

poW
y

poX
y

poY
y

poZ
y

po0
y

po1
y

po2
y

po3
y

po4
y

po5
y

po6
y

po7
y

po8
y

po9
y

po_
y

po.
y

ppa
y

ppb
y

ppc
y

ppd
y

ppe
y

ppf
y

ppg
y

pph
y

ppi
y

ppj
y

ppk
y

ppl
y

ppm
y

ppn
y

ppo
y

ppp
y

ppq
y

ppr
y

pps
y

ppt
y

ppu
y

ppv
y

ppw
y

ppx
y

ppy
y

ppz
y

ppA
y

ppB
y

ppC
y

ppD
y

ppE
y

ppF
y

ppG
y

ppH
y

ppI
y

ppJ
y

ppK
y

ppL
y

ppM
y

ppN
y

ppO
y

ppP
y

ppQ
y

ppR
y

ppS
y

ppT
y

ppU
y

ppV
y

ppW
y

ppX
y

ppY
y

ppZ
y

pp0
y

pp1
y

pp2
y

pp3
y

pp4
y

pp5
y

pp6
y

pp7
y

pp8
y

pp9
y

pp_
y

pp.
y

pqa
y

pqb
y

pqc
y

pqd
y

pqe
y

pqf
y

pqg
y

pqh
y

pqi
y

pqj
y

pqk
y

pql
y

pqm
y

pqn
y

pqo
y

pqp
y

pqq
y

pqr
y

pqs
y

pqt
y

pqu
y

pqv
y

pqw
y

pqx
y

pqy
y

pqz
y

pqA
y

pqB
y

pqC
y

pqD
y

pqE
y

pqF
y

pqG
y

pqH
y

pqI
y

pqJ
y

pqK
y

pqL
y

pqM
y

pqN
y

pqO
y

pqP
y

pqQ
y

pqR
y

pqS
y

pqT
y

pqU
y

pqV
y

pqW
y

pqX
y

pqY
y

pqZ
y

pq0
y

pq1
y

pq2
y

pq3
y

pq4
y

pq5
y

pq6
y

pq7
y

pq8
y

pq9
y

pq_
y

pq.
y

pra
y

prb
y

prc
y

prd
y

pre
y

prf
y

prg
y

prh
y

pri
y

prj
y

prk
y

prl
y

prm
y

prn
y

pro
y

prp
y

prq
y

prr
y

prs
y

prt
y

pru
y

prv
y

prw
y

prx
y

pry
y

prz
y

prA
y

prB
y

prC
y

prD
y

prE
y

prF
y

prG
y

prH
y

prI
y

prJ
y

prK
y

prL
y

prM
y

prN
y

prO
y

prP
y

prQ
y

prR
y

prS
y

prT
y

prU
y

prV
y

prW
y

prX
y

prY
y

prZ
y

pr0
y

pr1
y

pr2
y

pr3
y

pr4
y

pr5
y

pr6
y

pr7
y

pr8
y

pr9
y

pr_
y

pr.
y

psa
y

psb
y

psc
y

psd
y

pse
y

psf
y

psg
y

psh
y

psi
y

psj
y

psk
y

psl
y

psm
y

psn
y

pso
y

psp
y

psq
y

psr
y

pss
y

pst
y

psu
y

psv
y

psw
y

psx
y

psy
y

psz
y

psA
y

psB
y

psC
y

psD
y

psE
y

psF
y

psG
y

psH
y

psI
y

psJ
y

psK
y

psL
y

psM
y

psN
y

psO
y

psP
y

psQ
y

psR
y

psS
y

psT
y

psU
y

psV
y

psW
y

psX
y

psY
y

psZ
y

ps0
y

ps1
y

ps2
y

ps3
y

ps4
y

ps5
y

ps6
y

ps7
y

ps8
y

ps9
y

ps_
y

ps.
y

pta
y

ptb
y

ptc
y

ptd
y

pte
y

ptf
y

ptg
y

pth
y

pti
y

ptj
y

ptk
y

ptl
y

ptm
y

ptn
y

pto
y

ptp
y

ptq
y

ptr
y

pts
y

ptt
y

ptu
y

ptv
y

ptw
y

ptx
y

pty
y

ptz
y

ptA
y

ptB
y

ptC
y

ptD
y

ptE
y

ptF
y

ptG
y

ptH
y

ptI
y

ptJ
y

ptK
y

ptL
y

ptM
y

ptN
y

ptO
y

ptP
y

ptQ
y

ptR
y

ptS
y

ptT
y

ptU
y

ptV
y

ptW
y

ptX
y

ptY
y

ptZ
y

pt0
y

pt1
y

pt2
y

pt3
y

pt4
y

pt5
y

pt6
y

pt7
y

pt8
y

pt9
y

pt_
y

pt.
y

pua
y

pub
y

puc
y

pud
y

pue
y

puf
y

pug
y

puh
y

pui
y

puj
y

puk
y

pul
y

pum
y

pun
y

puo
y

pup
y

puq
y

pur
y

pus
y

put
y

puu
y

puv
y

puw
y

pux
y

puy
y

puz
y

puA
y

puB
y

puC
y

puD
y

puE
y

puF
y

puG
y

puH
y

puI
y

puJ
y

puK
y

puL
y

puM
y

puN
y

puO
y

puP
y

puQ
y

puR
y

puS
y

puT
y

puU
y

puV
y

puW
y

puX
y

puY
y

puZ
y

pu0
y

pu1
y

pu2
y

pu3
y

pu4
y

pu5
y

pu6
y

pu7
y

pu8
y

pu9
y

pu_
y

pu.
y

pva
y

pvb
y

pvc
y

pvd
y

pve
y

pvf
y

pvg
y

pvh
y

pvi
y

pvj
y

pvk
y

pvl
y

pvm
y

pvn
y

pvo
y

pvp
y

pvq
y

pvr
y

pvs
y

pvt
y

pvu
y

pvv
y

pvw
y

pvx
y

pvy
y

pvz
y

pvA
y

pvB
y

pvC
y

pvD
y

pvE
y

pvF
y

pvG
y

pvH
y

pvI
y

pvJ
y

pvK
y

pvL
y

pvM
y

pvN
y

pvO
y

pvP
y

pvQ
y

pvR
y

pvS
y

pvT
y

pvU
y

pvV
y

pvW
y

pvX
y

pvY
y

pvZ
y

pv0
y

pv1
y

pv2
y

pv3
y

pv4
y

pv5
y

pv6
y

pv7
y

pv8
y

pv9
y

pv_
y

pv.
y

pwa
y

pwb
y

pwc
y

pwd
y

pwe
y

pwf
y

pwg
y

pwh
y

pwi
y

pwj
y

pwk
y

pwl
y

pwm
y

pwn
y

pwo
y

pwp
y

pwq
y

pwr
y

pws
y

pwt
y

pwu
y

pwv
y

pww
y

pwx
y

pwy
y

pwz
y

pwA
y

pwB
y

pwC
y

pwD
y

pwE
y

pwF
y

pwG
y

pwH
y

pwI
y

pwJ
y

pwK
y

pwL
y

pwM
y

pwN
y

pwO
y

pwP
y

pwQ
y

pwR
y

pwS
y

pwT
y

pwU
y

pwV
y

pwW
y

pwX
y

pwY
y

pwZ
y

pw0
y

pw1
y

pw2
y

pw3
y

pw4
y

pw5
y

pw6
y

pw7
y

pw8
y

pw9
y

pw_
y

pw.
y

pxa
y

pxb
y

pxc
y

pxd
y

pxe
y

pxf
y

pxg
y

pxh
y

pxi
y

pxj
y

pxk
y

pxl
y

pxm
y

pxn
y

pxo
y

pxp
y

pxq
y

pxr
y

pxs
y

pxt
y

pxu
y

pxv
y

pxw
y

pxx
y

pxy
y

pxz
y

pxA
y

pxB
y

pxC
y

pxD
y

pxE
y

pxF
y

pxG
y

pxH
y

pxI
y

pxJ
y

pxK
y

pxL
y

pxM
y

pxN
y

pxO
y

pxP
y

pxQ
y

pxR
y

pxS
y

pxT
y

pxU
y

pxV
y

pxW
y

pxX
y

pxY
y

pxZ
y

px0
y

px1
y

px2
y

px3
y

px4
y

px5
y

px6
y

px7
y

px8
y

px9
y

px_
y

px.
y

pya
y

pyb
y

pyc
y

pyd
y

pye
y

pyf
y

pyg
y

pyh
y

pyi
y

pyj
y

pyk
y

pyl
y

pym
y

pyn
y

pyo
y

pyp
y

pyq
y

pyr
y

pys
y

pyt
y

pyu
y

pyv
y

pyw
y

pyx
y

pyy
y

pyz
y

pyA
y

pyB
y

pyC
y

pyD
y

pyE
y

pyF
y

pyG
y

pyH
y

pyI
y

pyJ
y

pyK
y

pyL
y

pyM
y

pyN
y

pyO
y

pyP
y

pyQ
y

pyR
y

pyS
y

pyT
y

pyU
y

pyV
y

pyW
y

pyX
y

pyY
y

pyZ
y

py0
y

py1
y

py2
y

py3
y

py4
y

py5
y

py6
y

py7
y

py8
y

py9
y

py_
y

py.
y

pza
y

pzb
y

pzc
y

pzd
y

pze
y

pzf
y

pzg
y

pzh
y

pzi
y

pzj
y

pzk
y

pzl
y

pzm
y

pzn
y

pzo
y

pzp
y

pzq
y

pzr
y

pzs
y

pzt
y

pzu
y

pzv
y

pzw
y

pzx
y

pzy
y

pzz
y

pzA
y

pzB
y

pzC
y

pzD
y

pzE
y

pzF
y

pzG
y

pzH
y

pzI
y

pzJ
y

pzK
y

pzL
y

pzM
y

pzN
y

pzO
y

pzP
y

pzQ
y

pzR
y

pzS
y

pzT
y

pzU
y

pzV
y

pzW
y

pzX
y

pzY
y

pzZ
y

pz0
y

pz1
y

pz2
y

pz3
y

pz4
y

pz5
y

pz6
y

pz7
y

pz8
y

pz9
y

pz_
y

pz.
y

pAa
y

pAb
y

pAc
y

pAd
y

pAe
y

pAf
y

pAg
y

pAh
y

pAi
y

pAj
y

pAk
y

pAl
y

pAm
y

pAn
y

pAo
y

pAp
y

pAq
y

pAr
y

pAs
y

pAt
y

pAu
y

pAv
y

pAw
y

pAx
y

pAy
y

pAz
y

pAA
y

pAB
y

pAC
y

pAD
y

pAE
y

pAF
y

pAG
y

pAH
y

pAI
y

pAJ
y

pAK
y

pAL
y

pAM
y

pAN
y

pAO
y

pAP
y

pAQ
y

pAR
y

pAS
y

pAT
y

pAU
y

pAV
y

pAW
y

pAX
y

pAY
y

pAZ
y

pA0
y

pA1
y

pA2
y

pA3
y

pA4
y

pA5
y

pA6
y

pA7
y

pA8
y

pA9
y

pA_
y

pA.
y

pBa
y

pBb
y

pBc
y

pBd
y

pBe
y

pBf
y

pBg
y

pBh
y

pBi
y

pBj
y

pBk
y

pBl
y

pBm
y

pBn
y

pBo
y

pBp
y

pBq
y

pBr
y

pBs
y

pBt
y

pBu
y

pBv
y

pBw
y

pBx
y

pBy
y

pBz
y

pBA
y

pBB
y

pBC
y

pBD
y

pBE
y

pBF
y

pBG
y

pBH
y

pBI
y

pBJ
y

pBK
y

pBL
y

pBM
y

pBN
y

pBO
y

pBP
y

pBQ
y

pBR
y

pBS
y

pBT
y

pBU
y

pBV
y

pBW
y

pBX
y

pBY
y

pBZ
y

pB0
y

pB1
y

pB2
y

pB3
y

pB4
y

pB5
y

pB6
y

pB7
y

pB8
y

pB9
y

pB_
y

pB.
y

pCa
y

pCb
y

pCc
y

pCd
y

pCe
y

pCf
y

pCg
y

pCh
y

pCi
y

pCj
y

pCk
y

pCl
y

pCm
y

pCn
y

pCo
y

pCp
y

pCq
y

pCr
y

pCs
y

pCt
y

pCu
y

pCv
y

pCw
y

pCx
y

pCy
y

pCz
y

pCA
y

pCB
y

pCC
y

pCD
y

pCE
y

pCF
y

pCG
y

pCH
y

pCI
y

pCJ
y

pCK
y

pCL
y

pCM
y

pCN
y

pCO
y

pCP
y

pCQ
y

pCR
y

pCS
y

pCT
y

pCU
y

pCV
y

pCW
y

pCX
y

pCY
y

pCZ
y

pC0
y

pC1
y

pC2
y

pC3
y

pC4
y

pC5
y

pC6
y

pC7
y

pC8
y

pC9
y

pC_
y

pC.
y

pDa
y

pDb
y

pDc
y

pDd
y

pDe
y

pDf
y

pDg
y

pDh
y

pDi
y

pDj
y

pDk
y

pDl
y

pDm
y

pDn
y

pDo
y

pDp
y

pDq
y

pDr
y

pDs
y

pDt
y

pDu
y

pDv
y

pDw
y

pDx
y

pDy
y

pDz
y

pDA
y

pDB
y

pDC
y

pDD
y

pDE
y

pDF
y

pDG
y

pDH
y

pDI
y

pDJ
y

pDK
y

pDL
y

pDM
y

pDN
y

pDO
y

pDP
y

pDQ
y

pDR
y

pDS
y

pDT
y

pDU
y

pDV
y

pDW
y

pDX
y

pDY
y

pDZ
y

pD0
y

pD1
y

pD2
y

pD3
y

pD4
y

pD5
y

pD6
y

pD7
y

pD8
y

pD9
y

pD_
y

pD.
y

pEa
y

pEb
y

pEc
y

pEd
y

pEe
y

pEf
y

pEg
y

pEh
y

pEi
y

pEj
y

pEk
y

pEl
y

pEm
y

pEn
y

pEo
y

pEp
y

pEq
y

pEr
y

pEs
y

pEt
y

pEu
y

pEv
y

pEw
y

pEx
y

pEy
y

pEz
y

pEA
y

pEB
y

pEC
y

pED
y

pEE
y

pEF
y

pEG
y

pEH
y

pEI
y

pEJ
y

pEK
y

pEL
y

pEM
y

pEN
y

pEO
y

pEP
y

pEQ
y

pER
y

pES
y

pET
y

pEU
y

pEV
y

pEW
y

pEX
y

pEY
y

pEZ
y

pE0
y

pE1
y

pE2
y

pE3
y

pE4
y

pE5
y

pE6
y

pE7
y

pE8
y

pE9
y

pE_
y

pE.
y

pFa
y

pFb
y

pFc
y

pFd
y

pFe
y

pFf
y

pFg
y

pFh
y

pFi
y

pFj
y

pFk
y

pFl
y

pFm
y

pFn
y

pFo
y

pFp
y

pFq
y

pFr
y

pFs
y

pFt
y

pFu
y

pFv
y

pFw
y

pFx
y

pFy
y

pFz
y

pFA
y

pFB
y

pFC
y

pFD
y

pFE
y

pFF
y

pFG
y

pFH
y

pFI
y

pFJ
y

pFK
y

pFL
y

pFM
y

pFN
y

pFO
y

pFP
y

pFQ
y

pFR
y

pFS
y

pFT
y

pFU
y

pFV
y

pFW
y

pFX
y

pFY
y

pFZ
y

pF0
y

pF1
y

pF2
y

pF3
y

pF4
y

pF5
y

pF6
y

pF7
y

pF8
y

pF9
y

pF_
y

pF.
y

pGa
y

pGb
y

pGc
y

pGd
y

pGe
y

pGf
y

pGg
y

pGh
y

pGi
y

pGj
y

pGk
y

pGl
y

pGm
y

pGn
y

pGo
y

pGp
y

pGq
y

pGr
y

pGs
y

pGt
y

pGu
y

pGv
y

pGw
y

pGx
y

pGy
y

pGz
y

pGA
y

pGB
y

pGC
y

pGD
y

pGE
y

pGF
y

pGG
y

pGH
y

pGI
y

pGJ
y

pGK
y

pGL
y

pGM
y

pGN
y

pGO
y

pGP
y

pGQ
y

pGR
y

pGS
y

pGT
y

pGU
y

pGV
y

pGW
y

pGX
y

pGY
y

pGZ
y

pG0
y

pG1
y

pG2
y

pG3
y

pG4
y

pG5
y

pG6
y

pG7
y

pG8
y

pG9
y

pG_
y

pG.
y

pHa
y

pHb
y

pHc
y

pHd
y

pHe
y

pHf
y

pHg
y

pHh
y

pHi
y

pHj
y

pHk
y

pHl
y

pHm
y

pHn
y

pHo
y

pHp
y

pHq
y

pHr
y

pHs
y

pHt
y

pHu
y

pHv
y

pHw
y

pHx
y

pHy
y

pHz
y

pHA
y

pHB
y

pHC
y

pHD
y

pHE
y

pHF
y

pHG
y

pHH
y

pHI
y

pHJ
y

pHK
y

pHL
y

pHM
y

pHN
y

pHO
y

pHP
y

pHQ
y

pHR
y

pHS
y

pHT
y

pHU
y

pHV
y

pHW
y

pHX
y

pHY
y

pHZ
y

pH0
y

pH1
y

pH2
y

pH3
y

pH4
y

pH5
y

pH6
y

pH7
y

pH8
y

pH9
y

pH_
y

pH.
y

pIa
y

pIb
y

pIc
y

pId
y

pIe
y

pIf
y

pIg
y

pIh
y

pIi
y

pIj
y

pIk
y

pIl
y

pIm
y

pIn
y

pIo
y

pIp
y

pIq
y

pIr
y

pIs
y

pIt
y

pIu
y

pIv
y

pIw
y

pIx
y

pIy
y

pIz
y

pIA
y

pIB
y

pIC
y

pID
y

pIE
y

pIF
y

pIG
y

pIH
y

pII
y

pIJ
y

pIK
y

pIL
y

pIM
y

pIN
y

pIO
y

pIP
y

pIQ
y

pIR
y

pIS
y

pIT
y

pIU
y

pIV
y

pIW
y

pIX
y

pIY
y

pIZ
y

pI0
y

pI1
y

pI2
y

pI3
y

pI4
y

pI5
y

pI6
y

pI7
y

pI8
y

pI9
y

pI_
y

pI.
y

pJa
y

pJb
y

pJc
y

pJd
y

pJe
y

pJf
y

pJg
y

pJh
y

pJi
y

pJj
y

pJk
y

pJl
y

pJm
y

pJn
y

pJo
y

pJp
y

pJq
y

pJr
y

pJs
y

pJt
y

pJu
y

pJv
y

pJw
y

pJx
y

pJy
y

pJz
y

pJA
y

pJB
y

pJC
y

pJD
y

pJE
y

pJF
y

pJG
y

pJH
y

pJI
y

pJJ
y

pJK
y

pJL
y

pJM
y

pJN
y

pJO
y

pJP
y

pJQ
y

pJR
y

pJS
y

pJT
y

pJU
y

pJV
y

pJW
y

pJX
y

pJY
y

pJZ
y

pJ0
y

pJ1
y

pJ2
y

pJ3
y

pJ4
y

pJ5
y

pJ6
y

pJ7
y

pJ8
y

pJ9
y

pJ_
y

pJ.
y

pKa
y

pKb
y

pKc
y

pKd
y

pKe
y

pKf
y

pKg
y

pKh
y

pKi
y

pKj
y

pKk
y

pKl
y

pKm
y

pKn
y

pKo
y

pKp
y

pKq
y

pKr
y

pKs
y

pKt
y

pKu
y

pKv
y

pKw
y

pKx
y

pKy
y

pKz
y

pKA
y

pKB
y

pKC
y

pKD
y

pKE
y

pKF
y

pKG
y

pKH
y

pKI
y

pKJ
y

pKK
y

pKL
y

pKM
y

pKN
y

pKO
y

pKP
y

pKQ
y

pKR
y

pKS
y

pKT
y

pKU
y

pKV
y

pKW
y

pKX
y

pKY
y

pKZ
y

pK0
y

pK1
y

pK2
y

pK3
y

pK4
y

pK5
y

pK6
y

pK7
y

pK8
y

pK9
y

pK_
y

pK.
y

pLa
y

pLb
y

pLc
y

pLd
y

pLe
y

pLf
y

pLg
y

pLh
y

pLi
y

pLj
y

pLk
y

pLl
y

pLm
y

pLn
y

pLo
y

pLp
y

pLq
y

pLr
y

pLs
y

pLt
y

pLu
y

pLv
y

pLw
y

pLx
y

pLy
y

pLz
y

pLA
y

pLB
y

pLC
y

pLD
y

pLE
y

pLF
y

pLG
y

pLH
y

pLI
y

pLJ
y

pLK
y

pLL
y

pLM
y

pLN
y

pLO
y

pLP
y

pLQ
y

pLR
y

pLS
y

pLT
y

pLU
y

pLV
y

pLW
y

pLX
y

pLY
y

pLZ
y

pL0
y

pL1
y

pL2
y

pL3
y

pL4
y

pL5
y

pL6
y

pL7
y

pL8
y

pL9
y

pL_
y

pL.
y

pMa
y

pMb
y

pMc
y

pMd
y

pMe
y

pMf
y

pMg
y

pMh
y

pMi
y

pMj
y

pMk
y

pMl
y

pMm
y

pMn
y

pMo
y

pMp
y

pMq
y

pMr
y

pMs
y

pMt
y

pMu
y

pMv
y

pMw
y

pMx
y

pMy
y

pMz
y

pMA
y

pMB
y

pMC
y

pMD
y

pME
y

pMF
y

pMG
y

pMH
y

pMI
y

pMJ
y

pMK
y

pML
y

pMM
y

pMN
y

pMO
y

pMP
y

pMQ
y

pMR
y

pMS
y

pMT
y

pMU
y

pMV
y

pMW
y

pMX
y

pMY
y

pMZ
y

pM0
y

pM1
y

pM2
y

pM3
y

pM4
y

pM5
y

pM6
y

pM7
y

pM8
y

pM9
y

pM_
y

pM.
y

pNa
y

pNb
y

pNc
y

pNd
y

pNe
y

pNf
y

pNg
y

pNh
y

pNi
y

pNj
y

pNk
y

pNl
y

pNm
y

pNn
y

pNo
y

pNp
y

pNq
y

pNr
y

pNs
y

pNt
y

pNu
y

pNv
y

pNw
y

pNx
y

pNy
y

pNz
y

pNA
y

pNB
y

pNC
y

pND
y

pNE
y

pNF
y

pNG
y

pNH
y

pNI
y

pNJ
y

pNK
y

pNL
y

pNM
y

pNN
y

pNO
y

pNP
y

pNQ
y

pNR
y

pNS
y

pNT
y

pNU
y

pNV
y

pNW
y

pNX
y

pNY
y

pNZ
y

pN0
y

pN1
y

pN2
y

pN3
y

pN4
y

pN5
y

pN6
y

pN7
y

pN8
y

pN9
y

pN_
y

pN.
y

pOa
y

pOb
y

pOc
y

pOd
y

pOe
y

pOf
y

pOg
y

pOh
y

pOi
y

pOj
y

pOk
y

pOl
y

pOm
y

pOn
y

pOo
y

pOp
y

pOq
y

pOr
y

pOs
y

pOt
y

pOu
y

pOv
y

pOw
y

pOx
y

pOy
y

pOz
y

pOA
y

pOB
y

pOC
y

pOD
y

pOE
y

pOF
y

pOG
y

pOH
y

pOI
y

pOJ
y

pOK
y

pOL
y

pOM
y

pON
y

pOO
y

pOP
y

pOQ
y

pOR
y

pOS
y

pOT
y

pOU
y

pOV
y

pOW
y

pOX
y

pOY
y

pOZ
y

pO0
y

pO1
y

pO2
y

pO3
y

pO4
y

pO5
y

pO6
y

pO7
y

pO8
y

pO9
y

pO_
y

pO.
y

pPa
y

pPb
y

pPc
y

pPd
y

pPe
y

pPf
y

pPg
y

pPh
y

pPi
y

pPj
y

pPk
y

pPl
y

pPm
y

pPn
y

pPo
y

pPp
y

pPq
y

pPr
y

pPs
y

pPt
y

pPu
y

pPv
y

pPw
y

pPx
y

pPy
y

pPz
y

pPA
y

pPB
y

pPC
y

pPD
y

pPE
y

pPF
y

pPG
y

pPH
y

pPI
y

pPJ
y

pPK
y

pPL
y

pPM
y

pPN
y

pPO
y

pPP
y

pPQ
y

pPR
y

pPS
y

pPT
y

pPU
y

pPV
y

pPW
y

pPX
y

pPY
y

pPZ
y

pP0
y

pP1
y

pP2
y

pP3
y

pP4
y

pP5
y

pP6
y

pP7
y

pP8
y

pP9
y

pP_
y

pP.
y

pQa
y

pQb
y

pQc
y

pQd
y

pQe
y

pQf
y

pQg
y

pQh
y

pQi
y

pQj
y

pQk
y

pQl
y

pQm
y

pQn
y

pQo
y

pQp
y

pQq
y

pQr
y

pQs
y

pQt
y

pQu
y

pQv
y

pQw
y

pQx
y

pQy
y

pQz
y

pQA
y

pQB
y

pQC
y

pQD
y

pQE
y

pQF
y

pQG
y

pQH
y

pQI
y

pQJ
y

pQK
y

pQL
y

pQM
y

pQN
y

pQO
y

pQP
y

pQQ
y

pQR
y

pQS
y

pQT
y

pQU
y

pQV
y

pQW
y

pQX
y

pQY
y

pQZ
y

pQ0
y

pQ1
y

pQ2
y

pQ3
y

pQ4
y

pQ5
y

pQ6
y

pQ7
y

pQ8
y

pQ9
y

pQ_
y

pQ.
y

pRa
y

pRb
y

pRc
y

pRd
y

pRe
y

pRf
y

pRg
y

pRh
y

pRi
y

pRj
y

pRk
y

pRl
y

pRm
y

pRn
y

pRo
y

pRp
y

pRq
y

pRr
y

pRs
y

pRt
y

pRu
y

pRv
y

pRw
y

pRx
y

pRy
y

pRz
y

pRA
y

pRB
y

pRC
y

pRD
y

pRE
y

pRF
y

pRG
y

pRH
y

pRI
y

pRJ
y

pRK
y

pRL
y

pRM
y

pRN
y

pRO
y

pRP
y

pRQ
y

pRR
y

pRS
y

pRT
y

pRU
y

pRV
y

pRW
y

pRX
y

pRY
y

pRZ
y

pR0
y

pR1
y

pR2
y

pR3
y

pR4
y

pR5
y

pR6
y

pR7
y

pR8
y

pR9
y

pR_
y

pR.
y

pSa
y

pSb
y

pSc
y

pSd
y

pSe
y

pSf
y

pSg
y

pSh
y

pSi
y

pSj
y

pSk
y

pSl
y

pSm
y

pSn
y

pSo
y

pSp
y

pSq
y

pSr
y

pSs
y

pSt
y

pSu
y

pSv
y

pSw
y

pSx
y

pSy
y

pSz
y

pSA
y

pSB
y

pSC
y

pSD
y

pSE
y

pSF
y

pSG
y

pSH
y

pSI
y

pSJ
y

pSK
y

pSL
y

pSM
y

pSN
y

pSO
y

pSP
y

pSQ
y

pSR
y

pSS
y

pST
y

pSU
y

pSV
y

pSW
y

pSX
y

pSY
y

pSZ
y

pS0
y

pS1
y

pS2
y

pS3
y

pS4
y

pS5
y

pS6
y

pS7
y

pS8
y

pS9
y

pS_
y

pS.
y

pTa
y

pTb
y

pTc
y

pTd
y

pTe
y

pTf
y

pTg
y

pTh
y

pTi
y

pTj
y

pTk
y

pTl
y

pTm
y

pTn
y

pTo
y

pTp
y

pTq
y

pTr
y

pTs
y

pTt
y

pTu
y

pTv
y

pTw
y

pTx
y

pTy
y

pTz
y

pTA
y

pTB
y

pTC
y

pTD
y

pTE
y

pTF
y

pTG
y

pTH
y

pTI
y

pTJ
y

pTK
y

pTL
y

pTM
y

pTN
y

pTO
y

pTP
y

pTQ
y

pTR
y

pTS
y

pTT
y

pTU
y

pTV
y

pTW
y

pTX
y

pTY
y

pTZ
y

pT0
y

pT1
y

pT2
y

pT3
y

pT4
y

pT5
y

pT6
y

pT7
y

pT8
y

pT9
y

pT_
y

pT.
y

pUa
y

pUb
y

pUc
y

pUd
y

pUe
y

pUf
y

pUg
y

pUh
y

pUi
y

pUj
y

pUk
y

pUl
y

pUm
y

pUn
y

pUo
y

pUp
y

pUq
y

pUr
y

pUs
y

pUt
y

pUu
y

pUv
y

pUw
y

pUx
y

pUy
y

pUz
y

pUA
y

pUB
y

pUC
y

pUD
y

pUE
y

pUF
y

pUG
y

pUH
y

pUI
y

pUJ
y

pUK
y

pUL
y

pUM
y

pUN
y

pUO
y

pUP
y

pUQ
y

pUR
y

pUS
y

pUT
y

pUU
y

pUV
y

pUW
y

pUX
y

pUY
y

pUZ
y

pU0
y

pU1
y

pU2
y

pU3
y

pU4
y

pU5
y

pU6
y

pU7
y

pU8
y

pU9
y

pU_
y

pU.
y

pVa
y

pVb
y

pVc
y

pVd
y

pVe
y

pVf
y

pVg
y

pVh
y

pVi
y

pVj
y

pVk
y

pVl
y

pVm
y

pVn
y

pVo
y

pVp
y

pVq
y

pVr
y

pVs
y

pVt
y

pVu
y

pVv
y

pVw
y

pVx
y

pVy
y

pVz
y

pVA
y

pVB
y

pVC
y

pVD
y

pVE
y

pVF
y

pVG
y

pVH
y

pVI
y

pVJ
y

pVK
y

pVL
y

pVM
y

pVN
y

pVO
y

pVP
y

pVQ
y

pVR
y

pVS
y

pVT
y

pVU
y

pVV
y

pVW
y

pVX
y

pVY
y

pVZ
y

pV0
y

pV1
y

pV2
y

pV3
y

pV4
y

pV5
y

pV6
y

pV7
y

pV8
y

pV9
y

pV_
y

pV.
y

pWa
y

pWb
y

pWc
y

pWd
y

pWe
y

pWf
y

pWg
y

pWh
y

pWi
y

pWj
y

pWk
y

pWl
y

pWm
y

pWn
y

pWo
y

pWp
y

pWq
y

pWr
y

pWs
y

pWt
y

pWu
y

pWv
y

pWw
y

pWx
y

pWy
y

pWz
y

pWA
y

pWB
y

pWC
y

pWD
y

pWE
y

pWF
y

pWG
y

pWH
y

pWI
y

pWJ
y

pWK
y

pWL
y

pWM
y

pWN
y

pWO
y

pWP
y

pWQ
y

pWR
y

pWS
y

pWT
y

pWU
y

pWV
y

pWW
y

pWX
y

pWY
y

pWZ
y

pW0
y

pW1
y

pW2
y

pW3
y

pW4
y

pW5
y

pW6
y

pW7
y

pW8
y

pW9
y

pW_
y

pW.
y

pXa
y

pXb
y

pXc
y

pXd
y

pXe
y

pXf
y

pXg
y

pXh
y

pXi
y

pXj
y

pXk
y

pXl
y

pXm
y

pXn
y

pXo
y

pXp
y

pXq
y

pXr
y

pXs
y

pXt
y

pXu
y

pXv
y

pXw
y

pXx
y

pXy
y

pXz
y

pXA
y

pXB
y

pXC
y

pXD
y

pXE
y

pXF
y

pXG
y

pXH
y

pXI
y

pXJ
y

pXK
y

pXL
y

pXM
y

pXN
y

pXO
y

pXP
y

pXQ
y

pXR
y

pXS
y

pXT
y

pXU
y

pXV
y

pXW
y

pXX
y

pXY
y

pXZ
y

pX0
y

pX1
y

pX2
y

pX3
y

pX4
y

pX5
y

pX6
y

pX7
y

pX8
y

pX9
y

pX_
y

pX.
y

pYa
y

pYb
y

pYc
y

pYd
y

pYe
y

pYf
y

pYg
y

pYh
y

pYi
y

pYj
y

pYk
y

pYl
y

pYm
y

pYn
y

pYo
y

pYp
y

pYq
y

pYr
y

pYs
y

pYt
y

pYu
y

pYv
y

pYw
y

pYx
y

pYy
y

pYz
y

pYA
y

pYB
y

pYC
y

pYD
y

pYE
y

pYF
y

pYG
y

pYH
y

pYI
y

pYJ
y

pYK
y

pYL
y

pYM
y

pYN
y

pYO
y

pYP
y

pYQ
y

pYR
y

pYS
y

pYT
y

pYU
y

pYV
y

pYW
y

pYX
y

pYY
y

pYZ
y

pY0
y

pY1
y

pY2
y

pY3
y

pY4
y

pY5
y

pY6
y

pY7
y

pY8
y

pY9
y

pY_
y

pY.
y

pZa
y

pZb
y

pZc
y

pZd
y

pZe
y

pZf
y

pZg
y

pZh
y

pZi
y

pZj
y

pZk
y

pZl
y

pZm
y

pZn
y

pZo
y

pZp
y

pZq
y

pZr
y

pZs
y

pZt
y

pZu
y

pZv
y

pZw
y

pZx
y

pZy
y

pZz
y

pZA
y

pZB
y

pZC
y

pZD
y

pZE
y

pZF
y

pZG
y

pZH
y

pZI
y

pZJ
y

pZK
y

pZL
y

pZM
y

pZN
y

pZO
y

pZP
y

pZQ
y

pZR
y

pZS
y

pZT
y

pZU
y

pZV
y

pZW
y

pZX
y

pZY
y

pZZ
y

pZ0
y

pZ1
y

pZ2
y

pZ3
y

pZ4
y

pZ5
y

pZ6
y

pZ7
y

pZ8
y

pZ9
y

pZ_
y

pZ.
y

p0a
y

p0b
y

p0c
y

p0d
y

p0e
y

p0f
y

p0g
y

p0h
y

p0i
y

p0j
y

p0k
y

p0l
y

p0m
y

p0n
y

p0o
y

p0p
y

p0q
y

p0r
y

p0s
y

p0t
y

p0u
y

p0v
y

p0w
y

p0x
y

p0y
y

p0z
y

p0A
y

p0B
y

p0C
y

p0D
y

p0E
y

p0F
y

p0G
y

p0H
y

p0I
y

p0J
y

p0K
y

p0L
y

p0M
y

p0N
y

p0O
y

p0P
y

p0Q
y

p0R
y

p0S
y

p0T
y

p0U
y

p0V
y

p0W
y

p0X
y

p0Y
y

p0Z
y

p00
y

p01
y

p02
y

p03
y

p04
y

p05
y

p06
y

p07
y

p08
y

p09
y

p0_
y

p0.
y

p1a
y

p1b
y

p1c
y

p1d
y

p1e
y

p1f
y

p1g
y

p1h
y

p1i
y

p1j
y

p1k
y

p1l
y

p1m
y

p1n
y

p1o
y

p1p
y

p1q
y

p1r
y

p1s
y

p1t
y

p1u
y

p1v
y

p1w
y

p1x
y

p1y
y

p1z
y

p1A
y

p1B
y

p1C
y

p1D
y

p1E
y

p1F
y

p1G
y

p1H
y

p1I
y

p1J
y

p1K
y

p1L
y

p1M
y

p1N
y

p1O
y

p1P
y

p1Q
y

p1R
y

p1S
y

p1T
y

p1U
y

p1V
y

p1W
y

p1X
y

p1Y
y

p1Z
y

p10
y

p11
y

p12
y

p13
y

p14
y

p15
y

p16
y

p17
y

p18
y

p19
y

p1_
y

p1.
y

p2a
y

p2b
y

p2c
y

p2d
y

p2e
y

p2f
y

p2g
y

p2h
y

p2i
y

p2j
y

p2k
y

p2l
y

p2m
y

p2n
y

p2o
y

p2p
y

p2q
y

p2r
y

p2s
y

p2t
y

p2u
y

p2v
y

p2w
y

p2x
y

p2y
y

p2z
y

p2A
y

p2B
y

p2C
y

p2D
y

p2E
y

p2F
y

p2G
y

p2H
y

p2I
y

p2J
y

p2K
y

p2L
y

p2M
y

p2N
y

p2O
y

p2P
y

p2Q
y

p2R
y

p2S
y

p2T
y

p2U
y

p2V
y

p2W
y

p2X
y

p2Y
y

p2Z
y

p20
y

p21
y

p22
y

p23
y

p24
y

p25
y

p26
y

p27
y

p28
y

p29
y

p2_
y

p2.
y

p3a
y

p3b
y

p3c
y

p3d
y

p3e
y

p3f
y

p3g
y

p3h
y

p3i
y

p3j
y

p3k
y

p3l
y

p3m
y

p3n
y

p3o
y

p3p
y

p3q
y

p3r
y

p3s
y

p3t
y

p3u
y

p3v
y

p3w
y

p3x
y

p3y
y

p3z
y

p3A
y

p3B
y

p3C
y

p3D
y

p3E
y

p3F
y

p3G
y

p3H
y

p3I
y

p3J
y

p3K
y

p3L
y

p3M
y

p3N
y

p3O
y

p3P
y

p3Q
y

p3R
y

p3S
y

p3T
y

p3U
y

p3V
y

p3W
y

p3X
y

p3Y
y

p3Z
y

p30
y

p31
y

p32
y

p33
y

p34
y

p35
y

p36
y

p37
y

p38
y

p39
y

p3_
y

p3.
y

p4a
y

p4b
y

p4c
y

p4d
y

p4e
y

p4f
y

p4g
y

p4h
y

p4i
y

p4j
y

p4k
y

p4l
y

p4m
y

p4n
y

p4o
y

p4p
y

p4q
y

p4r
y

p4s
y

p4t
y

p4u
y

p4v
y

p4w
y

p4x
y

p4y
y

p4z
y

p4A
y

p4B
y

p4C
y

p4D
y

p4E
y

p4F
y

p4G
y

p4H
y

p4I
y

p4J
y

p4K
y

p4L
y

p4M
y

p4N
y

p4O
y

p4P
y

p4Q
y

p4R
y

p4S
y

p4T
y

p4U
y

p4V
y

p4W
y

p4X
y

p4Y
y

p4Z
y

p40
y

p41
y

p42
y

p43
y

p44
y

p45
y

p46
y

p47
y

p48
y

p49
y

p4_
y

p4.
y

p5a
y

p5b
y

p5c
y

p5d
y

p5e
y

p5f
y

p5g
y

p5h
y

p5i
y

p5j
y

p5k
y

p5l
y

p5m
y

p5n
y

p5o
y

p5p
y

p5q
y

p5r
y

p5s
y

p5t
y

p5u
y

p5v
y

p5w
y

p5x
y

p5y
y

p5z
y

p5A
y

p5B
y

p5C
y

p5D
y

p5E
y

p5F
y

p5G
y

p5H
y

p5I
y

p5J
y

p5K
y

p5L
y

p5M
y

p5N
y

p5O
y

p5P
y

p5Q
y

p5R
y

p5S
y

p5T
y

p5U
y

p5V
y

p5W
y

p5X
y

p5Y
y

p5Z
y

p50
y

p51
y

p52
y

p53
y

p54
y

p55
y

p56
y

p57
y

p58
y

p59
y

p5_
y

p5.
y

p6a
y

p6b
y

p6c
y

p6d
y

p6e
y

p6f
y

p6g
y

p6h
y

p6i
y

p6j
y

p6k
y

p6l
y

p6m
y

p6n
y

p6o
y

p6p
y

p6q
y

p6r
y

p6s
y

p6t
y

p6u
y

p6v
y

p6w
y

p6x
y

p6y
y

p6z
y

p6A
y

p6B
y

p6C
y

p6D
y

p6E
y

p6F
y

p6G
y

p6H
y

p6I
y

p6J
y

p6K
y

p6L
y

p6M
y

p6N
y

p6O
y

p6P
y

p6Q
y

p6R
y

p6S
y

p6T
y

p6U
y

p6V
y

p6W
y

p6X
y

p6Y
y

p6Z
y

p60
y

p61
y

p62
y

p63
y

p64
y

p65
y

p66
y

p67
y

p68
y

p69
y

p6_
y

p6.
y

p7a
y

p7b
y

p7c
y

p7d
y

p7e
y

p7f
y

p7g
y

p7h
y

p7i
y

p7j
y

p7k
y

p7l
y

p7m
y

p7n
y

p7o
y

p7p
y

p7q
y

p7r
y

p7s
y

p7t
y

p7u
y

p7v
y

p7w
y

p7x
y

p7y
y

p7z
y

p7A
y

p7B
y

p7C
y

p7D
y

p7E
y

p7F
y

p7G
y

p7H
y

p7I
y

p7J
y

p7K
y

p7L
y

p7M
y

p7N
y

p7O
y

p7P
y

p7Q
y

p7R
y

p7S
y

p7T
y

p7U
y

p7V
y

p7W
y

p7X
y

p7Y
y

p7Z
y

p70
y

p71
y

p72
y

p73
y

p74
y

p75
y

p76
y

p77
y

p78
y

p79
y

p7_
y

p7.
y

p8a
y

p8b
y

p8c
y

p8d
y

p8e
y

p8f
y

p8g
y

p8h
y

p8i
y

p8j
y

p8k
y

p8l
y

p8m
y

p8n
y

p8o
y

p8p
y

p8q
y

p8r
y

p8s
y

p8t
y

p8u
y

p8v
y

p8w
y

p8x
y

p8y
y

p8z
y

p8A
y

p8B
y

p8C
y

p8D
y

p8E
y

p8F
y

p8G
y

p8H
y

p8I
y

p8J
y

p8K
y

p8L
y

p8M
y

p8N
y

p8O
y

p8P
y

p8Q
y

p8R
y

p8S
y

p8T
y

p8U
y

p8V
y

p8W
y

p8X
y

p8Y
y

p8Z
y

p80
y

p81
y

p82
y

p83
y

p84
y

p85
y

p86
y

p87
y

p88
y

p89
y

p8_
y

p8.
y

p9a
y

p9b
y

p9c
y

p9d
y

p9e
y

p9f
y

p9g
y

p9h
y

p9i
y

p9j
y

p9k
y

p9l
y

p9m
y

p9n
y

p9o
y

p9p
y

p9q
y

p9r
y

p9s
y

p9t
y

p9u
y

p9v
y

p9w
y

p9x
y

p9y
y

p9z
y

p9A
y

p9B
y

p9C
y

p9D
y

p9E
y

p9F
y

p9G
y

p9H
y

p9I
y

p9J
y

p9K
y

p9L
y

p9M
y

p9N
y

p9O
y

p9P
y

p9Q
y

p9R
y

p9S
y

p9T
y

p9U
y

p9V
y

p9W
y

p9X
y

p9Y
y

p9Z
y

p90
y

p91
y

p92
y

p93
y

p94
y

p95
y

p96
y

p97
y

p98
y

p99
y

p9_
y

p9.
y

p_a
y

p_b
y

p_c
y

p_d
y

p_e
y

p_f
y

p_g
y

p_h
y

p_i
y

p_j
y

p_k
y

p_l
y

p_m
y

p_n
y

p_o
y

p_p
y

p_q
y

p_r
y

p_s
y

p_t
y

p_u
y

p_v
y

p_w
y

p_x
y

p_y
y

p_z
y

p_A
y

p_B
y

p_C
y

p_D
y

p_E
y

p_F
y

p_G
y

p_H
y

p_I
y

p_J
y

p_K
y

p_L
y

p_M
y

p_N
y

p_O
y

p_P
y

p_Q
y

p_R
y

p_S
y

p_T
y

p_U
y

p_V
y

p_W
y

p_X
y

p_Y
y

p_Z
y

p_0
y

p_1
y

p_2
y

p_3
y

p_4
y

p_5
y

p_6
y

p_7
y

p_8
y

p_9
y

p__
y

p_.
y

p.a
y

p.b
y

p.c
y

p.d
y

p.e
y

p.f
y

p.g
y

p.h
y

p.i
y

p.j
y

p.k
y

p.l
y

p.m
y

p.n
y

p.o
y

p.p
y

p.q
y

p.r
y

p.s
y

p.t
y

p.u
y

p.v
y

p.w
y

p.x
y

p.y
y

p.z
y

p.A
y

p.B
y

p.C
y

p.D
y

p.E
y

p.F
y

p.G
y

p.H
y

p.I
y

p.J
y

p.K
y

p.L
y

p.M
y

p.N
y

p.O
y

p.P
y

p.Q
y

p.R
y

p.S
y

p.T
y

p.U
y

p.V
y

p.W
y

p.X
y

p.Y
y

p.Z
y

p.0
y

p.1
y

p.2
y

p.3
y

p.4
y

p.5
y

p.6
y

p.7
y

p.8
y

p.9
y

p._
y

p..
y

qaa
y